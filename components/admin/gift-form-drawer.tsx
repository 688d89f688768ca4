import { Form, Input, Radio, Select, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGiftDetail, useGiftUserOptions, useSaveGift, type GiftFormValues } from '../../hooks/admin/use-gifts';
import { useFormat } from '../../hooks/use-format';
import { useSingleFlight } from '../../lib/action-state';
import { GIFT_AUDIENCES } from '../../shared/contracts/gifts';
import type { GiftDetail, GiftUserOption, PublicGift } from '../../shared/contracts/gifts.schemas';
import { parseMoney } from '../../shared/money';
import { tehranDayEndOf, tehranDayOf } from '../../shared/tehran-time';
import { AntdProvider } from '../app/antd-provider';
import { useLengthRule } from '../form/fields';
import { dayOfPicked, JalaliDatePicker, pickedOfDay } from '../list/jalali-date-picker';
import { FormDrawer } from './form-drawer';

interface GiftFormDrawerProps {
  open: boolean;
  /** The draft being edited; none means a new one. */
  gift?: PublicGift;
  onClose: () => void;
}

const GIFT_FORM_ID = 'gift-form';

/** The Tehran day an expiry (the end of that day: a gift "until" a day can be published all that day) belongs to. */
const expiryDayOf = (expiresAt: number) => tehranDayOf(expiresAt - 1);

/** The drawer with antd's theme, direction and locale around it: the list it opens from draws no antd. */
export function GiftFormDrawer(props: GiftFormDrawerProps) {
  return (
    <AntdProvider>
      <GiftFormDrawerContent {...props} />
    </AntdProvider>
  );
}

interface FormFields {
  title: string;
  amount: string;
  audience: GiftFormValues['audience'];
  user_ids: number[];
  expires_on: Dayjs | null;
}

function GiftFormDrawerContent({ open, gift, onClose }: GiftFormDrawerProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const save = useSaveGift();
  // Editing needs the draft's chosen users, which the list does not carry.
  const detail = useGiftDetail(gift?.id ?? 0, { enabled: Boolean(gift) });
  const submit = useSingleFlight(async (fields: FormFields) => {
    const amount = parseMoney(fields.amount, format.toRials);
    // The form's own rule has refused it already.
    if (amount === undefined) return;
    const values: GiftFormValues = {
      title: fields.title,
      amount,
      audience: fields.audience,
      expires_at: fields.expires_on ? tehranDayEndOf(dayOfPicked(fields.expires_on)) : null,
      ...(fields.audience === 'users' && { user_ids: fields.user_ids }),
    };
    await save.mutateAsync({ id: gift?.id, values });
    onClose();
  });
  const isLoading = Boolean(gift) && !detail.data;
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={gift ? t('gifts.edit') : t('gifts.create')}
      formId={GIFT_FORM_ID}
      isBusy={save.isPending}
      canSave={!isLoading}
    >
      {isLoading ? <Spin /> : <GiftForm key={gift?.id ?? 'new'} detail={detail.data} disabled={save.isPending} onSubmit={submit} />}
    </FormDrawer>
  );
}

function GiftForm({ detail, disabled, onSubmit }: { detail?: GiftDetail; disabled: boolean; onSubmit: (fields: FormFields) => Promise<unknown> }) {
  const { t } = useTranslation(['admin', 'auth']);
  const format = useFormat();
  const [form] = Form.useForm<FormFields>();
  const audience = Form.useWatch('audience', form);
  const lengthRule = useLengthRule();
  const required = { required: true, whitespace: true, message: t('auth:rules.required') };
  const gift = detail?.gift;
  const initialValues: FormFields = {
    title: gift?.title ?? '',
    amount: gift ? format.digits(format.toMoneyUnit(gift.amount)) : '',
    audience: gift?.audience ?? 'users',
    user_ids: detail?.users.map((user) => user.id) ?? [],
    expires_on: gift?.expires_at ? pickedOfDay(expiryDayOf(gift.expires_at)) : null,
  };
  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const rials = parseMoney(value ?? '', format.toRials);
      if (rials === undefined || rials <= 0) throw new Error(t('gifts.amountInvalid'));
    },
  };
  return (
    <Form form={form} name={GIFT_FORM_ID} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={onSubmit} disabled={disabled}>
      <Form.Item name="title" label={t('gifts.name')} rules={[required, lengthRule({ min: 2, max: 200 })]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="amount" label={t('gifts.amountIn', { unit: format.moneyUnitName })} rules={[amountRule]}>
        <Input inputMode="numeric" dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item name="audience" label={t('gifts.audience')}>
        <Radio.Group options={GIFT_AUDIENCES.map((key) => ({ value: key, label: t(`gifts.audience.${key}`) }))} style={{ display: 'grid', gap: 8 }} />
      </Form.Item>
      {audience === 'users' && (
        <Form.Item name="user_ids" label={t('gifts.users')} rules={[{ required: true, type: 'array', min: 1, message: t('gifts.usersRequired') }]}>
          <UserPicker known={detail?.users ?? []} />
        </Form.Item>
      )}
      <Form.Item name="expires_on" label={t('gifts.expiresAt')} extra={t('gifts.expiresHint')}>
        <JalaliDatePicker style={{ width: '100%' }} placeholder={t('gifts.noExpiry')} />
      </Form.Item>
    </Form>
  );
}

/** Users searched on the server by name or mobile; those already chosen keep their names. */
function UserPicker({ known, value, onChange, id }: { known: GiftUserOption[]; value?: number[]; onChange?: (ids: number[]) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [seen, setSeen] = useState<Map<number, GiftUserOption>>(() => new Map(known.map((user) => [user.id, user])));
  const options = useGiftUserOptions(search);
  const found = options.data ?? [];
  const all = new Map(seen);
  for (const user of found) all.set(user.id, user);
  const label = (user: GiftUserOption) => `${user.name} — ${format.digits(user.mobile)}`;
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={(ids: number[]) => {
        setSeen(new Map([...all].filter(([userId]) => ids.includes(userId))));
        onChange?.(ids);
      }}
      placeholder={t('gifts.usersPlaceholder')}
      loading={options.isFetching}
      options={[...all.values()].map((user) => ({ value: user.id, label: label(user) }))}
    />
  );
}
