import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminHolds } from '../../lib/admin-permissions';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useSingleFlight } from '../../lib/action-state';
import { required } from '../../lib/form-rules';
import { useAdjustBalance, useUser } from '../../hooks/admin/use-users';
import { useFormat } from '../../hooks/use-format';
import type { AdminLedgerEntry, AdminUser, AdminUserSingle } from '../../shared/contracts/users.schemas';
import { parseMoney } from '../../shared/money';
import { PlainField, PlainForm, SubmitButton, usePlainForm } from '../form/plain-form';
import { Button } from '../ui/button';
import { LoginAsButton } from './users/login-as-button';
import { Card } from '../ui/card';
import { CardGrid } from '../ui/card-grid';
import { Notice } from '../ui/notice';
import { PlainTable, type PlainColumn } from '../ui/plain-table';
import { Statistic } from '../ui/statistic';
import { AdminPage } from './admin-page';
import { StatusTag } from './users-screen';
import { PageLink } from '../ui/page-link';
import styles from './user-screen.module.css';

const UserFormDrawer = dynamic(() => import('./user-dialogs').then((module) => module.UserFormDrawer));
const MinBalanceModal = dynamic(() => import('./user-dialogs').then((module) => module.MinBalanceModal));
const DeleteUserModal = dynamic(() => import('./user-dialogs').then((module) => module.DeleteUserModal));

export interface UserPageData {
  id: number;
  /** Null when there is no such user. */
  single: AdminUserSingle | null;
}

export function UserScreen(props: AdminPageProps<UserPageData>) {
  const { t } = useTranslation('admin');
  const title = props.page?.single?.user.name ?? t('users.title');
  return (
    <AdminPage shell={props} title={title} forbidden={props.forbidden}>
      {props.page &&
        (props.page.single ? (
          <UserContent
            id={props.page.id}
            initial={props.page.single}
            canManage={adminHolds(props.admin, 'users.manage')}
            canImpersonate={adminHolds(props.admin, 'users.impersonate')}
          />
        ) : (
          <Notice type="warning">{t('users.notFound')}</Notice>
        ))}
    </AdminPage>
  );
}

/** A dialog stays mounted, closed, until the next one opens: closing runs its way out and gives the focus back to its button. */
type Dialog = { kind: 'form' | 'min' | 'delete'; open: boolean };

function UserContent({ id, initial, canManage, canImpersonate }: { id: number; initial: AdminUserSingle; canManage: boolean; canImpersonate: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const router = useRouter();
  const { data = initial } = useUser(id, initial);
  const { user } = data;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog((current) => current && { ...current, open: false });
  const isLive = user.status !== 'deleted';
  // A registration whose code was never typed is not a customer: no one signs in as it or moves its money (the API refuses both).
  const isCustomer = user.status === 'active';

  return (
    <div className={styles.stack}>
      <PageLink href="/admin/users" className={styles.back}>
        {t('users.back')}
      </PageLink>
      <CardGrid minWidth={200}>
        <Card size="small">
          <Statistic title={t('users.balance')} value={<span data-testid="user-balance">{format.money(user.balance)}</span>} />
        </Card>
        <Card size="small">
          <Statistic title={t('users.minBalance')} value={<span data-testid="user-min-balance">{format.money(user.min_balance)}</span>} />
        </Card>
        <Card size="small">
          <Statistic title={t('users.payments')} value={format.number(data.counts.payments)} />
        </Card>
        <Card size="small">
          <Statistic title={t('users.tickets')} value={format.number(data.counts.tickets)} />
        </Card>
      </CardGrid>
      {user.is_below_minimum && <Notice type="warning">{t('users.belowMinimumNotice')}</Notice>}
      <Card title={t('users.profile')}>
        <dl className={styles.profile}>
          <dt>{t('users.name')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('users.mobile')}</dt>
          <dd>
            <span dir="ltr">{format.digits(user.mobile)}</span>
          </dd>
          <dt>{t('users.email')}</dt>
          <dd>{user.email ? <span dir="ltr">{user.email}</span> : '—'}</dd>
          <dt>{t('users.status')}</dt>
          <dd>
            <StatusTag status={user.status} />
            {user.deleted_at !== null && <> {t('users.deletedAt', { date: format.date(user.deleted_at) })}</>}
          </dd>
          <dt>{t('users.createdAt')}</dt>
          <dd>{format.date(user.created_at, { withTime: true })}</dd>
        </dl>
        {(canManage || canImpersonate) && isLive && (
          <div className={styles.buttons}>
            {canManage && (
              <>
                <Button onClick={() => setDialog({ kind: 'form', open: true })}>{t('users.edit')}</Button>
                <Button onClick={() => setDialog({ kind: 'min', open: true })}>{t('users.minBalanceEdit')}</Button>
                <Button onClick={() => setDialog({ kind: 'delete', open: true })}>{t('users.delete')}</Button>
              </>
            )}
            {canImpersonate && isCustomer && <LoginAsButton userId={user.id} name={user.name} />}
          </div>
        )}
      </Card>
      {canManage && isCustomer && <AdjustBalanceCard user={user} />}
      <Card title={t('users.ledger')}>
        <LedgerTable entries={data.ledger} />
      </Card>
      {dialog?.kind === 'form' && <UserFormDrawer open={dialog.open} user={user} onClose={close} onSaved={close} />}
      {dialog?.kind === 'min' && <MinBalanceModal open={dialog.open} user={user} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteUserModal open={dialog.open} user={user} onClose={close} onDeleted={() => void router.replace(router.asPath)} />}
    </div>
  );
}

function AdjustBalanceCard({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'auth']);
  const format = useFormat();
  const adjust = useAdjustBalance();
  const [formKey, setFormKey] = useState(0);
  const submit = useSingleFlight(async (values: { amount: string; reason: string }) => {
    const amount = parseMoney(values.amount, format.toRials, { signed: true });
    if (!amount) return;
    await adjust.mutateAsync({ id: user.id, amount, reason: values.reason.trim() });
    // A new form: the fields empty for the next adjustment.
    setFormKey((value) => value + 1);
  });
  return (
    <Card title={t('users.adjust')} isNarrow>
      <AdjustForm key={formKey} isBusy={adjust.isPending} onSubmit={submit} />
    </Card>
  );
}

function AdjustForm({ isBusy, onSubmit }: { isBusy: boolean; onSubmit: (values: { amount: string; reason: string }) => unknown }) {
  const { t } = useTranslation(['admin', 'auth']);
  const format = useFormat();
  const amountRule = (value: string) => {
    if (value === '') return undefined;
    const rials = parseMoney(value, format.toRials, { signed: true });
    return rials ? undefined : t('users.invalidAmount');
  };
  const { field, onSubmit: submit } = usePlainForm(
    {
      amount: { rules: [required(t('auth:rules.required')), amountRule] },
      reason: { rules: [required(t('users.reasonRequired'), { ignoreSpaces: true })] },
    },
    onSubmit,
  );
  return (
    <PlainForm onSubmit={submit} isBusy={isBusy}>
      <PlainField binding={field('amount')} label={`${t('users.adjustAmount')} — ${format.moneyUnitName}`} isLtr inputMode="text" autoComplete="off" />
      <PlainField binding={field('reason')} label={t('users.adjustReason')} extra={t('users.adjustHint')} maxLength={255} autoComplete="off" />
      <SubmitButton isBusy={isBusy}>{t('users.adjustSubmit')}</SubmitButton>
    </PlainForm>
  );
}

function LedgerTable({ entries }: { entries: AdminLedgerEntry[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const columns: PlainColumn<AdminLedgerEntry>[] = [
    {
      key: 'created_at',
      title: t('users.ledgerDate'),
      width: 150,
      render: (entry) => <span className={styles.nowrap}>{format.date(entry.created_at, { withTime: true })}</span>,
    },
    {
      key: 'kind',
      title: t('users.ledgerKind'),
      width: 110,
      className: styles.phoneHidden,
      render: (entry) => t(`users.kinds.${entry.kind}`, { defaultValue: entry.kind }),
    },
    {
      key: 'amount',
      title: t('users.ledgerAmount'),
      width: 150,
      render: (entry) => <span className={entry.amount < 0 ? styles.debit : styles.credit}>{format.money(entry.amount, { signAfter: true })}</span>,
    },
    { key: 'description', title: t('users.ledgerDescription'), render: (entry) => entry.description ?? '—' },
    { key: 'admin', title: t('users.ledgerAdmin'), width: 130, className: styles.phoneHidden, render: (entry) => entry.admin_name ?? '—' },
  ];
  return (
    <div className={styles.scroll}>
      <PlainTable rows={entries} rowKey={(entry) => entry.id} columns={columns} empty={t('users.ledgerEmpty')} caption={t('users.ledger')} />
    </div>
  );
}
