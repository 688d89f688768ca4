import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminHolds } from '../../lib/admin-permissions';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { usersList } from '../../hooks/admin/use-users';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import { USER_STATUSES } from '../../shared/contracts/user-statuses';
import type { adminUserRoutes } from '../../shared/contracts/users';
import type { AdminUser } from '../../shared/contracts/users.schemas';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { FrameIcon } from '../ui/frame-icon';
import { AdminPage } from './admin-page';
import { LoginAsButton } from './users/login-as-button';
import { NotifyLowBalanceButton } from './users/notify-low-balance-button';
import { Tag } from '../list/cells';
import { PageLink } from '../ui/page-link';
import cells from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import { controlClassName } from '../list/fields';
import fields from '../list/fields.module.css';
import { ListIcon } from '../list/list-icons';
import { DayRangeField } from '../list/lazy-jalali-range-filter';
import { ListScreen, type InitialList } from '../list/list-screen';
import styles from './users-screen.module.css';

// antd's Drawer, Form and Modal come with the first click that opens one.
const UserFormDrawer = dynamic(() => import('./user-dialogs').then((module) => module.UserFormDrawer));
const MinBalanceModal = dynamic(() => import('./user-dialogs').then((module) => module.MinBalanceModal));
const DeleteUserModal = dynamic(() => import('./user-dialogs').then((module) => module.DeleteUserModal));

export interface UsersPageData {
  list: InitialList<AdminUser, typeof adminUserRoutes.list.listing>;
}

export function UsersScreen(props: AdminPageProps<UsersPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('users.title')} forbidden={props.forbidden}>
      {props.page && (
        <UsersContent
          initial={props.page}
          isMobile={isMobile}
          canManage={adminHolds(props.admin, 'users.manage')}
          canImpersonate={adminHolds(props.admin, 'users.impersonate')}
        />
      )}
    </AdminPage>
  );
}

export function StatusTag({ status }: { status: AdminUser['status'] }) {
  const { t } = useTranslation('admin');
  const label = t(`users.statuses.${status}`);
  if (status === 'active') return <Tag tone="green">{label}</Tag>;
  if (status === 'unverified') return <Tag tone="gold">{label}</Tag>;
  return <Tag>{label}</Tag>;
}

/** A dialog stays mounted, closed, until the next one opens: closing runs its way out and gives the focus back to its button. */
type Dialog = { open: boolean } & ({ kind: 'form'; user?: AdminUser } | { kind: 'min'; user: AdminUser } | { kind: 'delete'; user: AdminUser });

function UsersContent({
  initial,
  isMobile,
  canManage,
  canImpersonate,
}: {
  initial: UsersPageData;
  isMobile: boolean;
  canManage: boolean;
  canImpersonate: boolean;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog((current) => current && { ...current, open: false });

  const columns: ListColumn<AdminUser>[] = [
    {
      title: t('users.name'),
      key: 'name',
      sortField: 'name',
      render: (user) => (
        <div className={`${cells.stack} ${cells.names}`}>
          <PageLink href={`/admin/users/${user.id}`} className={`${styles.link} ${cells.wrap}`}>
            {user.name}
          </PageLink>
          {isMobile && (
            <span dir="ltr" className={cells.username}>
              {format.digits(user.mobile)}
            </span>
          )}
        </div>
      ),
    },
    { title: t('users.mobile'), key: 'mobile', width: 120, showFrom: 'md', render: (user) => <span dir="ltr">{format.digits(user.mobile)}</span> },
    {
      title: t('users.balance'),
      key: 'balance',
      sortField: 'balance',
      width: 130,
      render: (user) => (
        <span className={user.is_below_minimum ? styles.below : undefined} style={{ whiteSpace: 'nowrap' }}>
          {format.money(user.balance)}
        </span>
      ),
    },
    {
      title: t('users.minBalance'),
      key: 'min_balance',
      width: 130,
      showFrom: 'lg',
      render: (user) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(user.min_balance)}</span>,
    },
    { title: t('users.status'), key: 'status', width: 90, showFrom: 'md', render: (user) => <StatusTag status={user.status} /> },
    { title: t('users.createdAt'), key: 'created_at', sortField: 'created_at', width: 110, showFrom: 'lg', render: (user) => format.date(user.created_at) },
    ...(canManage || (canImpersonate && !isMobile)
      ? [
          {
            title: t('users.actions'),
            key: 'actions',
            // Icon buttons named for screen readers and titled for the pointer, as the other lists' rows: four fit one line.
            width: isMobile ? 56 : 160,
            align: 'center' as const,
            render: (user: AdminUser) =>
              user.status === 'deleted' ? null : (
                <div className={styles.actions}>
                  {canManage && (
                    <>
                      <Button
                        icon={<ListIcon name="edit" />}
                        aria-label={`${t('users.edit')} ${user.name}`}
                        title={t('users.edit')}
                        onClick={() => setDialog({ kind: 'form', open: true, user })}
                      />
                      {!isMobile && (
                        <>
                          <Button
                            icon={<FrameIcon name="wallet" />}
                            aria-label={`${t('users.minBalanceEdit')} ${user.name}`}
                            title={t('users.minBalanceEdit')}
                            onClick={() => setDialog({ kind: 'min', open: true, user })}
                          />
                          <Button
                            icon={<ListIcon name="delete" />}
                            aria-label={`${t('users.delete')} ${user.name}`}
                            title={t('users.delete')}
                            onClick={() => setDialog({ kind: 'delete', open: true, user })}
                          />
                        </>
                      )}
                    </>
                  )}
                  {/* On a phone the user's own page offers it, as the minimum balance and delete. */}
                  {canImpersonate && !isMobile && user.status === 'active' && <LoginAsButton userId={user.id} name={user.name} isIconOnly />}
                </div>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card>
      <ListScreen
        list={usersList}
        initial={initial.list}
        columns={columns}
        label={t('users.title')}
        searchLabel={t('users.search')}
        actions={
          <div className={styles.toolbar}>
            {canManage && <NotifyLowBalanceButton />}
            {canManage && (
              <Button variant="primary" icon={<ListIcon name="plus" />} onClick={() => setDialog({ kind: 'form', open: true })}>
                {t('users.create')}
              </Button>
            )}
          </div>
        }
        filters={(params, setFilters) => (
          <>
            <div className={fields.field}>
              <label htmlFor="users-status">{t('users.status')}</label>
              <select
                id="users-status"
                className={controlClassName}
                style={{ width: 170 }}
                value={params.filters.status ?? ''}
                onChange={(event) => setFilters({ ...params.filters, status: USER_STATUSES.find((status) => status === event.target.value) })}
              >
                <option value="">{t('users.allStatuses')}</option>
                {USER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`users.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={fields.field}>
              <span id="users-below-label">{t('users.belowMinimum')}</span>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  aria-labelledby="users-below-label"
                  checked={params.filters.below_minimum === '1'}
                  onChange={(event) => setFilters({ ...params.filters, below_minimum: event.target.checked ? '1' : undefined })}
                />
                <span>{t('users.belowMinimumOnly')}</span>
              </label>
            </div>
            <DayRangeField
              id="users-date"
              label={t('users.registered')}
              isPhone={isMobile}
              filters={params.filters}
              onChange={(range) => setFilters({ ...params.filters, ...range })}
            />
          </>
        )}
      />
      {dialog?.kind === 'form' && <UserFormDrawer open={dialog.open} user={dialog.user} onClose={close} onSaved={close} />}
      {dialog?.kind === 'min' && <MinBalanceModal open={dialog.open} user={dialog.user} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteUserModal open={dialog.open} user={dialog.user} onClose={close} />}
    </Card>
  );
}
