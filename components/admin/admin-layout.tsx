import { LogoutOutlined, MenuOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer, Grid, Layout, Menu, Segmented, Switch, Tooltip, type MenuProps } from 'antd';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminShellProps } from '../../lib/admin-ssr';
import { readSidebar, saveSidebar } from '../../lib/settings';
import { useAdminLogout } from '../../hooks/admin/use-admin-logout';
import type { AdminMenuEntry } from '../../server/modules/admins/schemas';
import { useSettings } from '../app/settings-context';
import { MenuIcon } from './menu-icon';
import styles from './admin-layout.module.css';

type MenuItems = NonNullable<MenuProps['items']>;

function toMenuItems(entries: AdminMenuEntry[], label: (entry: AdminMenuEntry) => string): MenuItems {
  return entries.map((entry) => ({
    key: entry.key,
    icon: <MenuIcon name={entry.icon} />,
    label: entry.path ? <Link href={entry.path}>{label(entry)}</Link> : label(entry),
    children: entry.children ? toMenuItems(entry.children, label) : undefined,
  }));
}

/** The key of the entry whose path is the current page, and the keys of the groups above it. */
function locate(entries: AdminMenuEntry[], pathname: string, parents: string[] = []): { selected: string; open: string[] } | null {
  for (const entry of entries) {
    if (entry.path === pathname) return { selected: entry.key, open: parents };
    const found = entry.children && locate(entry.children, pathname, [...parents, entry.key]);
    if (found) return found;
  }
  return null;
}

/**
 * The admin panel's frame: a sider on the right built from GET /admin/menu (a drawer on phones),
 * and a header with the theme and language switches, the admin's avatar and sign-out.
 */
export function AdminLayout({ shell, title, children }: { shell: AdminShellProps; title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const { settings, update } = useSettings();
  const screens = Grid.useBreakpoint();
  // Before the first client measurement the server's user-agent guess decides.
  const isMobile = screens.md === undefined ? shell.isMobile : !screens.md;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [logoutState, logout] = useAdminLogout();

  const located = locate(shell.menu, router.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => located?.open ?? settings.sidebar.openKeys);
  const items = useMemo(() => toMenuItems(shell.menu, (entry) => t(`menu.${entry.key}`)), [shell.menu, t]);

  const rememberOpenKeys = (keys: string[]) => {
    setOpenKeys(keys);
    saveSidebar({ ...readSidebar(), openKeys: keys });
  };
  const rememberSelection: MenuProps['onClick'] = ({ key }) => {
    saveSidebar({ defaultSelectedKeys: [key], openKeys });
    setDrawerOpen(false);
  };

  const menu = (
    <Menu
      mode="inline"
      theme={settings.theme}
      selectedKeys={located ? [located.selected] : settings.sidebar.defaultSelectedKeys}
      openKeys={openKeys}
      onOpenChange={rememberOpenKeys}
      onClick={rememberSelection}
      items={items}
      className={styles.menu}
    />
  );

  return (
    <Layout className={styles.layout}>
      <Head>
        <title>{`${title} | ${t('panel.title')}`}</title>
      </Head>
      {!isMobile && (
        <Layout.Sider width={240} theme={settings.theme} className={styles.sider}>
          <div className={styles.brand}>{t('panel.title')}</div>
          {menu}
        </Layout.Sider>
      )}
      {isMobile && (
        <Drawer placement={settings.language === 'fa' ? 'right' : 'left'} open={isDrawerOpen} onClose={() => setDrawerOpen(false)} size={260} title={t('panel.title')} styles={{ body: { padding: 0 } }}>
          {menu}
        </Drawer>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          {isMobile && <Button type="text" icon={<MenuOutlined />} aria-label={t('menu.open')} onClick={() => setDrawerOpen(true)} />}
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.tools}>
            <Tooltip title={t('header.theme')}>
              <Switch
                checked={settings.theme === 'dark'}
                onChange={(isDark) => update({ theme: isDark ? 'dark' : 'light' })}
                checkedChildren={<MoonOutlined />}
                unCheckedChildren={<SunOutlined />}
                aria-label={t('header.theme')}
              />
            </Tooltip>
            <Segmented
              size="small"
              value={settings.language}
              onChange={(language) => update({ language: language as 'fa' | 'en' })}
              options={[
                { label: 'فا', value: 'fa' },
                { label: 'EN', value: 'en' },
              ]}
              aria-label={t('header.language')}
            />
            {/* On a phone the avatar stands alone, so the link needs a name of its own. */}
            <Link href="/admin/profile" className={styles.account} aria-label={isMobile ? t('menu.profile') : undefined}>
              <Avatar src={shell.admin.avatar_url ?? undefined} alt="">
                {shell.admin.name.slice(0, 1)}
              </Avatar>
              {!isMobile && <span className={styles.adminName}>{shell.admin.name}</span>}
            </Link>
            <Button icon={<LogoutOutlined className={styles.logoutIcon} />} loading={logoutState.loading} onClick={() => void logout()} aria-label={t('common:actions.logout')}>
              {!isMobile && t('common:actions.logout')}
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
