import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminListQuery } from '../../server/modules/admins/schemas';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useAdminFilters } from '../../hooks/admin/use-admin-filters';
import { useAdmins } from '../../hooks/admin/use-admins';
import type { Page } from '../../server/http/schemas';
import type { AdminFilters, PublicAdmin } from '../../server/modules/admins/schemas';
import { useFormat } from '../../hooks/use-format';
import { AntdProvider } from '../app/antd-provider';
import { Avatar } from '../ui/avatar';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { ScrollRegion } from '../ui/scroll-region';
import { pagination, ToneTag } from './list-parts';
import styles from './list-parts.module.css';

export interface AdminsPageData {
  list: Page<PublicAdmin>;
  filters: AdminFilters;
}

export const FIRST_ADMINS_QUERY = { page: 1, per_page: 20 } satisfies AdminListQuery;

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
  const [query, setQuery] = useState<AdminListQuery>(FIRST_ADMINS_QUERY);
  // The server's first page belongs to the first query only; other queries must not start from it.
  const admins = useAdmins(query, query === FIRST_ADMINS_QUERY ? initial.list : undefined);
  const { data: filters = initial.filters } = useAdminFilters();
  // None until the drawer is first opened; then it stays mounted, so it can close with its animation.
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const list = admins.data ?? initial.list;

  const closeDrawer = () => setDrawer((current) => current && { ...current, open: false });
  const afterSave = (saved: PublicAdmin) => {
    closeDrawer();
    // The header shows the signed-in admin from the server; editing oneself must refresh it.
    if (saved.id === actor.id) void router.replace(router.asPath);
  };

  // A phone keeps the name (with the username under it), the status and the edit button; the rest
  // appears as the width allows. Names wrap anywhere, so a long one cannot push the other columns away.
  const columns: TableColumnsType<PublicAdmin> = [
    {
      title: t('admins.name'),
      key: 'name',
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
    { title: t('admins.createdAt'), dataIndex: 'created_at', responsive: ['lg'], width: 120, render: (ms: number) => format.date(ms) },
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
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('admins.search')}
          aria-label={t('admins.search')}
          allowClear
          enterButton
          onSearch={(search) => setQuery({ ...query, search: search.trim() || undefined, page: 1 })}
          style={{ maxWidth: 360 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })}>
          {t('admins.create')}
        </Button>
      </Flex>
      <ScrollRegion label={t('admins.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={list.items}
          loading={admins.isFetching}
          pagination={pagination(list, (page, perPage) => setQuery({ ...query, page, per_page: perPage }), format.digits)}
        />
      </ScrollRegion>
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
