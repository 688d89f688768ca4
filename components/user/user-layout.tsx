import { LockOutlined, LogoutOutlined, DashboardOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { useLogout } from '../../hooks/use-logout';
import type { PublicUser } from '../../hooks/user-types';
import styles from './user-layout.module.css';

/** The signed-in user's frame: brand, the area's menu, the user's name and sign-out. */
export function UserLayout({ title, user, children }: { title: string; user: PublicUser; children: ReactNode }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [logoutState, logout] = useLogout();
  const items = [
    { key: paths.dashboard, icon: <DashboardOutlined />, label: <Link href={paths.dashboard}>{t('nav.dashboard')}</Link> },
    { key: paths.profile, icon: <UserOutlined />, label: <Link href={paths.profile}>{t('nav.profile')}</Link> },
    { key: paths.changePassword, icon: <LockOutlined />, label: <Link href={paths.changePassword}>{t('nav.changePassword')}</Link> },
  ];
  return (
    <Layout className={styles.layout}>
      <Head>
        <title>{`${title} | ${t('app.name')}`}</title>
      </Head>
      <Layout.Header className={styles.header}>
        <Link href={paths.dashboard} className={styles.brand}>
          {t('app.name')}
        </Link>
        <Menu mode="horizontal" selectedKeys={[router.pathname]} items={items} className={styles.menu} />
        <div className={styles.account}>
          <span className={styles.userName}>{user.name}</span>
          <Button icon={<LogoutOutlined />} onClick={() => void logout()} loading={logoutState.loading} aria-label={t('actions.logout')}>
            <span className={styles.logoutLabel}>{t('actions.logout')}</span>
          </Button>
        </div>
      </Layout.Header>
      <Layout.Content className={styles.content}>{children}</Layout.Content>
    </Layout>
  );
}
