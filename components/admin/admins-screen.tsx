import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { adminsListSpec, useAdmins } from '../../hooks/admin/use-admins';
import type { AdminFilters, PublicAdmin } from '../../server/modules/admins/schemas';
import { useFormat } from '../../hooks/use-format';
import { AdminFormDrawer } from './admin-form-drawer';
import { AdminPage } from './admin-page';
import { labelOf, ToneTag } from '../list/cells';
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
      {props.page && <AdminsContent initial={props.page} actor={props.admin} />}
    </AdminPage>
  );
}

type DrawerState = { open: boolean; admin?: PublicAdmin };

function AdminsContent({ initial, actor }: { initial: AdminsPageData; actor: PublicAdmin }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const router = useRouter();
  const { data: filters = initial.filters } = useAdminFilters();
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });

  const closeDrawer = () => setDrawer((current) => ({ ...current, open: false }));
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
          <Avatar src={admin.avatar_url ?? undefined} alt="" className={styles.avatar}>
            {admin.name.slice(0, 1)}
          </Avatar>
          <Flex vertical className={styles.names}>
            <span className={styles.wrap}>{admin.name}</span>
            <Typography.Text type="secondary" dir="ltr" className={`${styles.wrap} ${styles.username}`}>
              {admin.username}
            </Typography.Text>
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
                {labelOf(filters.permissions, key)}
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
      <AdminFormDrawer
        open={drawer.open}
        admin={drawer.admin}
        actor={actor}
        permissionOptions={filters.permissions}
        onClose={closeDrawer}
        onSaved={afterSave}
      />
    </Card>
  );
}
