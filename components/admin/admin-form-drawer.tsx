import { Checkbox, Flex, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { useSaveAdmin, type AdminFormValues } from '../../hooks/admin/use-save-admin';
import type { PublicAdmin } from '../../shared/contracts/admins.schemas';
import { useSingleFlight } from '../../lib/action-state';
import { AntdProvider } from '../app/antd-provider';
import { LtrInput, LtrPassword, useLengthRule } from '../form/fields';
import { AvatarPicker } from './avatar-picker';
import { FormDrawer } from './form-drawer';

interface AdminFormDrawerProps {
  open: boolean;
  /** The admin being edited; none means a new one. */
  admin?: PublicAdmin;
  /** Who is editing: only a super admin may grant super, and others only what they hold. */
  actor: PublicAdmin;
  onClose: () => void;
  onSaved: (saved: PublicAdmin) => void;
}

/** The form's id, so the drawer's footer buttons can submit it while the body scrolls. */
const ADMIN_FORM_ID = 'admin-form';

/** The drawer with antd's theme, direction and locale around it: the list it opens from draws no antd. */
export function AdminFormDrawer(props: AdminFormDrawerProps) {
  return (
    <AntdProvider>
      <AdminFormDrawerContent {...props} />
    </AntdProvider>
  );
}

function AdminFormDrawerContent({ open, admin, actor, onClose, onSaved }: AdminFormDrawerProps) {
  const { t } = useTranslation('admin');
  const save = useSaveAdmin();
  // Asked for when the drawer first opens, beside its code: the list's render does not carry them.
  const permissionKeys = useAdminFilters().data?.permissions ?? [];
  const submit = useSingleFlight(async (values: AdminFormValues) => {
    const result = await save.mutateAsync({ id: admin?.id, values: { ...values, permissions: values.permissions ?? [] } });
    onSaved(result.data.admin);
  });
  return (
    <FormDrawer open={open} onClose={onClose} title={admin ? t('admins.edit') : t('admins.create')} formId={ADMIN_FORM_ID} isBusy={save.isPending}>
      <AdminForm key={admin?.id ?? 'new'} admin={admin} actor={actor} permissionKeys={permissionKeys} disabled={save.isPending} onSubmit={submit} />
    </FormDrawer>
  );
}

interface AdminFormProps {
  admin?: PublicAdmin;
  actor: PublicAdmin;
  permissionKeys: PublicAdmin['permissions'];
  disabled: boolean;
  onSubmit: (values: AdminFormValues) => Promise<unknown>;
}

function AdminForm({ admin, actor, permissionKeys, disabled, onSubmit }: AdminFormProps) {
  const { t } = useTranslation(['admin', 'auth']);
  const [form] = Form.useForm<AdminFormValues>();
  const isSuper = Form.useWatch('is_super', form);
  const isNew = !admin;
  const required = { required: true, whitespace: true, message: t('auth:rules.required') };
  const lengthRule = useLengthRule();
  // Per option, since an option's own `disabled: false` would override the group's.
  const options = permissionKeys.map((key) => ({
    value: key,
    label: t(`permissions.${key}`),
    disabled: Boolean(isSuper) || (!actor.is_super && !actor.permissions.includes(key)),
  }));

  const initialValues: Partial<AdminFormValues> = {
    name: admin?.name ?? '',
    username: admin?.username ?? '',
    permissions: admin?.permissions ?? [],
    is_super: admin?.is_super ?? false,
    is_active: admin?.is_active ?? true,
  };

  return (
    <Form form={form} name={ADMIN_FORM_ID} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={onSubmit} disabled={disabled}>
      <Form.Item name="avatar" label={t('profile.avatar')} extra={t('profile.avatarHint')}>
        <AvatarPicker currentUrl={admin?.avatar_url} fallback={admin?.name ?? '؟'} />
      </Form.Item>
      <Form.Item name="name" label={t('admins.name')} rules={[required, lengthRule({ max: 100 })]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="username" label={t('admins.username')} rules={[required]} normalize={(value: string) => value.trim().toLowerCase()}>
        <LtrInput autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('admins.password')}
        extra={isNew ? undefined : t('admins.passwordKeep')}
        rules={[...(isNew ? [required] : []), { min: 8, message: t('auth:rules.passwordMin') }]}
      >
        <LtrPassword autoComplete="new-password" />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item name="is_active" label={t('admins.isActive')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="is_super" label={t('admins.isSuper')} valuePropName="checked">
          <Switch disabled={!actor.is_super} />
        </Form.Item>
      </Flex>
      <Form.Item name="permissions" label={t('admins.permissions')}>
        <Checkbox.Group options={options} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }} />
      </Form.Item>
    </Form>
  );
}
