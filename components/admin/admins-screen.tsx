import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { adminsListSpec, useAdmins } from '../../hooks/admin/use-admins';
import type { AdminFilters, PublicAdmin } from '../../server/modules/admins/schemas';
import { useFormat } from '../../hooks/use-format';
import { AntdProvider } from '../app/antd-provider';
import { Avatar } from '../ui/avatar';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { ToneTag } from '../list/cells';
import styles from '../list/cells.module.css';
import { ListScreen, type InitialList, type ListColumn } from '../list/list-screen';

export interface AdminsPageData {
  list: InitialList<PublicAdmin>;
  filters: AdminFilters;
}

export function AdminsScreen(props: AdminPageProps<AdminsPageData>) {
  const { t } = useTranslation('admin');
  return (
    <AdminPage shell={props} title={t('admins.title')} forbidden={props.forbidden}>
      {props.page && (
        <AntdProvider>
          <AdminsContent initial={props.page} actor={props.admin} />
        </AntdProvider>
      )}
    </AdminPage>
  );
}

type DrawerState = { open: boolean; admin?: PublicAdmin };

// The form and its antd Drawer, Form, Upload and Checkbox load at the first "new" or "edit" click, not with the list.
const AdminFormDrawer = dynamic(() => import('./admin-form-drawer').then((module) => module.AdminFormDrawer));

function AdminsContent({ initial, actor }: { initial: AdminsPageData; actor: PublicAdmin }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const router = useRouter();
  const { data: filters = initial.filters } = useAdminFilters();
  // None until the drawer is first opened; then it stays mounted, so it can close with its animation.
  const [drawer, setDrawer] = useState<DrawerState | null>(null);

  const closeDrawer = () => setDrawer((current) => current && { ...current, open: false });
  const afterSave = (saved: PublicAdmin) => {
    closeDrawer();
    // The header shows the signed-in admin from the server; editing oneself must refresh it.
    if (saved.id === actor.id) void router.replace(router.asPath);
  };

  // A phone keeps the name (with the username under it), the status and the edit button; the rest
  // appears as the width allows. Names wrap anywhere, so a long one cannot push the other columns away.
  const columns: ListColumn<PublicAdmin>[] = [
    {
      title: t('admins.name'),
      key: 'name',
      sortField: 'name',
      render: (_, admin) => (
        <Flex align="center" gap={8} className={styles.person}>
          <Avatar src={admin.avatar_url} name={admin.name} className={styles.avatar} />
          <Flex vertical className={styles.names}>
            <span className={styles.wrap}>{admin.name}</span>
            <span dir="ltr" className={`${styles.wrap} ${styles.username}`}>
              {admin.username}
            </span>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('admins.permissions'),
      key: 'permissions',
      responsive: ['md'],
      render: (_, admin) =>
        admin.is_super ? (
          <ToneTag tone="gold">{t('admins.super')}</ToneTag>
        ) : (
          <Flex wrap gap={4}>
            {admin.permissions.map((key) => (
              <Tag key={key} style={{ marginInlineEnd: 0 }}>
                {t(`permissions.${key}`)}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: t('admins.status'),
      dataIndex: 'is_active',
      width: 96,
      render: (isActive: boolean) => (isActive ? <ToneTag tone="green">{t('admins.active')}</ToneTag> : <Tag>{t('admins.inactive')}</Tag>),
    },
    { title: t('admins.createdAt'), key: 'created_at', dataIndex: 'created_at', sortField: 'created_at', responsive: ['lg'], width: 130, render: (ms: number) => format.date(ms) },
    {
      title: t('admins.actions'),
      key: 'actions',
      width: 72,
      align: 'center',
      render: (_, admin) => (
        <Button size="small" icon={<EditOutlined />} aria-label={`${t('admins.edit')} ${admin.name}`} title={t('admins.edit')} onClick={() => setDrawer({ open: true, admin })} />
      ),
    },
  ];

  return (
    <Card>
      <ListScreen
        spec={adminsListSpec}
        useList={useAdmins}
        initial={initial.list}
        columns={columns}
        label={t('admins.title')}
        searchLabel={t('admins.search')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })}>
            {t('admins.create')}
          </Button>
        }
      />
      {drawer && (
        <AdminFormDrawer
          open={drawer.open}
          admin={drawer.admin}
          actor={actor}
          permissionKeys={filters.permissions}
          onClose={closeDrawer}
          onSaved={afterSave}
        />
      )}
    </Card>
  );
}
