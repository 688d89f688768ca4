import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeMinBalance, useDeleteUser, useSaveUser } from '../../hooks/admin/use-users';
import { useFormat } from '../../hooks/use-format';
import { useSingleFlight } from '../../lib/action-state';
import type { AdminUser } from '../../shared/contracts/users.schemas';
import { normalizeDigits } from '../../shared/digits';
import { normalizeMobile } from '../../shared/mobile';
import { parseMoney } from '../../shared/money';
import { AntdProvider } from '../app/antd-provider';
import { LtrInput, LtrPassword, useLengthRule } from '../form/fields';
import { FormDrawer } from './form-drawer';

// The users screens' forms with antd: loaded at the first click that opens one, never with the list.

const USER_FORM_ID = 'user-form';

interface FormValues {
  name: string;
  mobile: string;
  email?: string;
  password?: string;
  min_balance?: string;
}

function useMoneyRule() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (value && parseMoney(value, format.toRials) === undefined) throw new Error(t('users.invalidAmount'));
    },
  };
}

export function UserFormDrawer(props: { open: boolean; user?: AdminUser; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  return (
    <AntdProvider>
      <UserFormDrawerContent {...props} />
    </AntdProvider>
  );
}

function UserFormDrawerContent({ open, user, onClose, onSaved }: { open: boolean; user?: AdminUser; onClose: () => void; onSaved: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const save = useSaveUser();
  const submit = useSingleFlight(async (values: FormValues) => {
    const minBalance = values.min_balance ? parseMoney(values.min_balance, format.toRials) : 0;
    const fields = { name: values.name, mobile: normalizeDigits(values.mobile), email: values.email || null, min_balance: minBalance };
    // A new user needs a password (the form requires it); an edit leaves the password alone when the field is empty.
    const result = await save.mutateAsync(
      user ? { id: user.id, values: { ...fields, password: values.password || undefined } } : { values: { ...fields, password: values.password ?? '' } },
    );
    onSaved(result.data.user);
  });
  return (
    <FormDrawer open={open} onClose={onClose} title={user ? t('users.editTitle') : t('users.createTitle')} formId={USER_FORM_ID} isBusy={save.isPending}>
      <UserForm user={user} disabled={save.isPending} onSubmit={submit} />
    </FormDrawer>
  );
}

/** The form inside the drawer, with its own store: the drawer gives every opening a fresh one. */
function UserForm({ user, disabled, onSubmit }: { user?: AdminUser; disabled: boolean; onSubmit: (values: FormValues) => Promise<unknown> }) {
  const { t } = useTranslation(['admin', 'auth']);
  const format = useFormat();
  const [form] = Form.useForm<FormValues>();
  const lengthRule = useLengthRule();
  const moneyRule = useMoneyRule();
  const isNew = !user;
  const required = { required: true, whitespace: true, message: t('auth:rules.required') };
  return (
    <Form
      form={form}
      name={USER_FORM_ID}
      layout="vertical"
      requiredMark={false}
      disabled={disabled}
      onFinish={onSubmit}
      initialValues={{
        name: user?.name ?? '',
        // Shown in the page's digits, as the lists show them; saved with either kind (normalizeDigits, parseMoney).
        mobile: user ? format.digits(user.mobile) : '',
        email: user?.email ?? '',
        min_balance: user ? format.digits(format.toMoneyUnit(user.min_balance)) : '',
      }}
    >
      <Form.Item name="name" label={t('users.name')} rules={[required, lengthRule({ min: 2, max: 100 })]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('users.mobile')}
        rules={[
          { required: true, message: t('auth:rules.required') },
          {
            validator: async (_, value: string) => {
              if (value && !normalizeMobile(value)) throw new Error(t('auth:rules.mobile'));
            },
          },
        ]}
      >
        <LtrInput inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('users.email')} rules={[{ type: 'email', message: t('auth:rules.email') }]}>
        <LtrInput type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('users.password')}
        extra={isNew ? undefined : t('users.passwordKeep')}
        rules={[...(isNew ? [required] : []), { min: 8, message: t('auth:rules.passwordMin') }]}
      >
        <LtrPassword autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="min_balance" label={`${t('users.minBalance')} (${format.moneyUnitName})`} rules={[moneyRule]}>
        <LtrInput inputMode="numeric" autoComplete="off" />
      </Form.Item>
    </Form>
  );
}

export function MinBalanceModal(props: { open: boolean; user: AdminUser; onClose: () => void }) {
  return (
    <AntdProvider>
      <MinBalanceModalContent {...props} />
    </AntdProvider>
  );
}

function MinBalanceModalContent({ open, user, onClose }: { open: boolean; user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'auth', 'common']);
  const format = useFormat();
  const change = useChangeMinBalance();
  const moneyRule = useMoneyRule();
  const submit = useSingleFlight(async ({ min_balance }: { min_balance: string }) => {
    const rials = parseMoney(min_balance, format.toRials);
    if (rials === undefined) return;
    await change.mutateAsync({ id: user.id, minBalance: rials });
    onClose();
  });
  return (
    <Modal
      open={open}
      title={t('users.minBalanceOf', { name: user.name })}
      onCancel={onClose}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'min-balance-form', loading: change.isPending }}
      destroyOnHidden
    >
      {/* Its own store, gone with the closed dialog's body: the next user's dialog starts from that user's minimum. */}
      <Form
        key={user.id}
        name="min-balance-form"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ min_balance: format.digits(format.toMoneyUnit(user.min_balance)) }}
      >
        <Form.Item
          name="min_balance"
          label={t('users.amountIn', { unit: format.moneyUnitName })}
          rules={[{ required: true, message: t('auth:rules.required') }, moneyRule]}
        >
          <LtrInput inputMode="numeric" autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function DeleteUserModal(props: { open: boolean; user: AdminUser; onClose: () => void; onDeleted?: () => void }) {
  return (
    <AntdProvider>
      <DeleteUserModalContent {...props} />
    </AntdProvider>
  );
}

function DeleteUserModalContent({ open, user, onClose, onDeleted }: { open: boolean; user: AdminUser; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteUser();
  const confirm = useSingleFlight(async () => {
    await remove.mutateAsync(user.id);
    onClose();
    onDeleted?.();
  });
  return (
    <Modal
      open={open}
      title={t('users.delete')}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('users.deleteYes')}
      cancelText={t('users.cancel')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      destroyOnHidden
    >
      <p>{t('users.deleteConfirm', { name: user.name })}</p>
    </Modal>
  );
}
