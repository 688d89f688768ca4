import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminShellProps } from '../../lib/admin-ssr';
import { useAdminLogout } from '../../hooks/admin/use-admin-logout';
import type { AdminMenuEntry } from '../../shared/contracts/admins.schemas';
import { useIsPhone } from '../../hooks/use-is-phone';
import { useSettings } from '../../hooks/use-settings';
import { DisplaySwitches } from '../app/display-switches';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { MenuDrawer } from './menu-drawer';
import { FrameIcon } from '../ui/frame-icon';
import { SideMenu } from './side-menu';
import { PageLink } from '../ui/page-link';
import styles from './admin-layout.module.css';

/** The key of the entry whose path is the current page, and the keys of the groups above it. */
function locateExactly(entries: AdminMenuEntry[], pathname: string, parents: string[] = []): { selected: string; open: string[] } | null {
  for (const entry of entries) {
    if (entry.path === pathname) return { selected: entry.key, open: parents };
    const found = entry.children && locateExactly(entry.children, pathname, [...parents, entry.key]);
    if (found) return found;
  }
  return null;
}

/** The entry of the page, or of the nearest page above it (`/admin/users/[id]` is under Users). */
function locate(entries: AdminMenuEntry[], pathname: string): { selected: string; open: string[] } | null {
  for (let path = pathname; path.lastIndexOf('/') > 0; path = path.slice(0, path.lastIndexOf('/'))) {
    const found = locateExactly(entries, path);
    if (found) return found;
  }
  return locateExactly(entries, pathname);
}

/**
 * The admin panel's frame: a sider on the right built from GET /admin/menu (a drawer on phones),
 * and a header with the theme and language switches, the admin's avatar and sign-out. Plain
 * elements drawn with antd's CSS variables: the frame is on every admin page, and antd's Layout,
 * Menu, Drawer, Switch, Segmented and Tooltip were most of a page's JavaScript. Which of sider and
 * menu button shows is the stylesheet's choice, so the first paint is right before any script runs.
 */
export function AdminLayout({ shell, title, children }: { shell: AdminShellProps; title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const { settings } = useSettings();
  const isPhone = useIsPhone(shell.isMobile);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [logoutState, logout] = useAdminLogout();

  const located = locate(shell.menu, router.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => located?.open ?? settings.sidebar.openKeys);
  const rememberOpenKeys = (keys: string[]) => {
    setOpenKeys(keys);
    void import('../../lib/settings-cookies').then(({ updateSidebar }) => updateSidebar({ openKeys: keys }));
  };
  const rememberSelection = (key: string) => {
    void import('../../lib/settings-cookies').then(({ saveSidebar }) => saveSidebar({ defaultSelectedKeys: [key], openKeys }));
    setDrawerOpen(false);
  };
  const menu = (
    <SideMenu
      entries={shell.menu}
      label={(entry) => t(`menu.${entry.key}`)}
      selectedKey={located ? located.selected : settings.sidebar.defaultSelectedKeys[0]}
      openKeys={openKeys}
      onOpenKeysChange={rememberOpenKeys}
      onSelect={rememberSelection}
    />
  );

  return (
    <div className={styles.layout}>
      <Head>
        <title>{`${title} | ${t('panel.title')}`}</title>
      </Head>
      <nav className={styles.sider} aria-label={t('panel.title')}>
        <div className={styles.brand}>{t('panel.title')}</div>
        {menu}
      </nav>
      {isDrawerOpen && (
        <MenuDrawer title={t('panel.title')} closeLabel={t('menu.close')} onClose={() => setDrawerOpen(false)}>
          <nav aria-label={t('panel.title')}>{menu}</nav>
        </MenuDrawer>
      )}
      <div className={styles.main}>
        <header className={styles.header}>
          <Button
            variant="text"
            icon={<FrameIcon name="menu" />}
            aria-label={t('menu.open')}
            onClick={() => setDrawerOpen(true)}
            className={styles.menuButton}
          />
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.tools}>
            <DisplaySwitches />
            {/* On a phone the avatar stands alone, so the link needs a name of its own. */}
            <PageLink href="/admin/profile" className={styles.account} aria-label={isPhone ? t('menu.profile') : undefined}>
              <Avatar src={shell.admin.avatar_url} name={shell.admin.name} />
              <span className={styles.adminName}>{shell.admin.name}</span>
            </PageLink>
            <Button
              icon={<FrameIcon name="logout" className={styles.logoutIcon} />}
              isBusy={logoutState.loading}
              onClick={() => void logout()}
              aria-label={t('common:actions.logout')}
              className={styles.logout}
            >
              <span className={styles.logoutLabel}>{t('common:actions.logout')}</span>
            </Button>
          </div>
        </header>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
