import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { adminsList } from '../../hooks/admin/use-admins';
import type { adminRoutes } from '../../shared/contracts/admins';
import type { ListedAdmin, PublicAdmin } from '../../shared/contracts/admins.schemas';
import type { SecuritySettings } from '../../shared/contracts/two-factor.schemas';
import { SecuritySettingsPanel } from './two-factor/security-settings';
import { useFormat } from '../../hooks/use-format';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { Tag } from '../list/cells';
import styles from '../list/cells.module.css';
import screenStyles from './admins-screen.module.css';
import type { ListColumn } from '../list/data-table';
import { ListIcon } from '../list/list-icons';
import { ListScreen, type InitialList } from '../list/list-screen';

export interface AdminsPageData {
  list: InitialList<ListedAdmin, typeof adminRoutes.list.listing>;
  /** A super admin's only (null for others): whether every admin needs a second factor. */
  security: SecuritySettings | null;
}

export function AdminsScreen(props: AdminPageProps<AdminsPageData>) {
  const { t } = useTranslation('admin');
  return (
    <AdminPage shell={props} title={t('admins.title')} forbidden={props.forbidden}>
      {props.page && <AdminsContent initial={props.page} actor={props.admin} />}
    </AdminPage>
  );
}

type DrawerState = { open: boolean; admin?: PublicAdmin };

// The form and its antd Drawer, Form, Upload and Checkbox load at the first "new" or "edit" click, not
// with the list, which draws no antd: antd, its theme and its locale come with the form.
const AdminFormDrawer = dynamic(() => import('./admin-form-drawer').then((module) => module.AdminFormDrawer));
const ResetTwoFactorDialog = dynamic(() => import('./two-factor/reset-two-factor-dialog').then((module) => module.ResetTwoFactorDialog));

function AdminsContent({ initial, actor }: { initial: AdminsPageData; actor: PublicAdmin }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const router = useRouter();
  // None until the drawer is first opened; then it stays mounted, so it can close with its animation.
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [resetting, setResetting] = useState<{ open: boolean; admin: PublicAdmin } | null>(null);

  const closeDrawer = () => setDrawer((current) => current && { ...current, open: false });
  const afterSave = (saved: PublicAdmin) => {
    const isNew = drawer?.admin === undefined;
    closeDrawer();
    // The header shows the signed-in admin from the server; editing oneself must refresh it.
    if (saved.id === actor.id) void router.replace(router.asPath);
    // A new admin heads the list's first page in its own order (newest first); a search, another sort
    // or a later page would hide the admin just saved, so the list goes back there.
    else if (isNew && Object.keys(router.query).length > 0) void router.push({ pathname: router.pathname }, undefined, { shallow: true, scroll: false });
  };

  const editLabel = t('admins.edit');
  const resetLabel = t('admins.resetTwoFactor');
  // Only a super admin resets a second factor, and never their own (they turn it off from the profile).
  const mayReset = (admin: ListedAdmin) => actor.is_super && admin.has_two_factor && admin.id !== actor.id;
  // A phone keeps the name (with the username under it), the status and the edit button; the rest
  // appears as the width allows. Names wrap between words, and inside a word only one too long for the
  // column, so a long name cannot push the other columns away (list/cells.module.css).
  const columns: ListColumn<ListedAdmin>[] = [
    {
      title: t('admins.name'),
      key: 'name',
      sortField: 'name',
      render: (admin) => (
        <div className={`${styles.row} ${styles.person}`}>
          <Avatar src={admin.avatar_url} name={admin.name} className={styles.avatar} />
          <div className={`${styles.stack} ${styles.names}`}>
            <span className={styles.wrap}>{admin.name}</span>
            <span dir="ltr" className={`${styles.wrap} ${styles.username}`}>
              {admin.username}
            </span>
          </div>
        </div>
      ),
    },
    {
      title: t('admins.permissions'),
      key: 'permissions',
      showFrom: 'md',
      render: (admin) =>
        admin.is_super ? (
          <Tag tone="gold">{t('admins.super')}</Tag>
        ) : (
          <div className={styles.tags}>
            {admin.permissions.map((key) => (
              <Tag key={key}>{t(`permissions.${key}`)}</Tag>
            ))}
          </div>
        ),
    },
    {
      title: t('admins.status'),
      key: 'is_active',
      width: 96,
      render: (admin) => (admin.is_active ? <Tag tone="green">{t('admins.active')}</Tag> : <Tag>{t('admins.inactive')}</Tag>),
    },
    {
      title: t('admins.twoFactor'),
      key: 'has_two_factor',
      showFrom: 'md',
      width: 150,
      render: (admin) => (admin.has_two_factor ? <Tag tone="green">{t('admins.twoFactorOn')}</Tag> : <Tag>{t('admins.twoFactorOff')}</Tag>),
    },
    { title: t('admins.createdAt'), key: 'created_at', sortField: 'created_at', showFrom: 'lg', width: 130, render: (admin) => format.date(admin.created_at) },
    {
      title: t('admins.actions'),
      key: 'actions',
      width: actor.is_super ? 112 : 72,
      align: 'center',
      render: (admin) => (
        <div className={screenStyles.actions}>
          <Button
            icon={<ListIcon name="edit" />}
            aria-label={`${editLabel} ${admin.name}`}
            title={editLabel}
            onClick={() => setDrawer({ open: true, admin })}
          />
          {mayReset(admin) && (
            <Button
              icon={<ListIcon name="unlock" />}
              aria-label={`${resetLabel} ${admin.name}`}
              title={resetLabel}
              onClick={() => setResetting({ open: true, admin })}
            />
          )}
        </div>
      ),
    },
  ];

  return (
    <Card>
      {initial.security && <SecuritySettingsPanel initial={initial.security} />}
      <ListScreen
        list={adminsList}
        initial={initial.list}
        columns={columns}
        label={t('admins.title')}
        searchLabel={t('admins.search')}
        actions={
          <Button variant="primary" icon={<ListIcon name="plus" />} onClick={() => setDrawer({ open: true })}>
            {t('admins.create')}
          </Button>
        }
      />
      {drawer && <AdminFormDrawer open={drawer.open} admin={drawer.admin} actor={actor} onClose={closeDrawer} onSaved={afterSave} />}
      {resetting && (
        <ResetTwoFactorDialog open={resetting.open} admin={resetting.admin} onClose={() => setResetting((current) => current && { ...current, open: false })} />
      )}
    </Card>
  );
}
