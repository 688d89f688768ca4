import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { useLogout } from '../../hooks/use-logout';
import type { ProfileData } from '../../shared/contracts/user.schemas';
import { DisplaySwitches } from '../app/display-switches';
import { Button } from '../ui/button';
import { ImpersonationBanner } from './impersonation-banner';
import { FrameIcon } from '../ui/frame-icon';
import { PageLink } from '../ui/page-link';
import styles from './user-layout.module.css';

/**
 * Who is signed in, as the profile and dashboard answer it. The frame takes the whole session rather
 * than the user alone, so no page can show the area without the banner of an admin signed in as the user.
 */
export type UserSession = Pick<ProfileData, 'user' | 'impersonated_by'>;

/**
 * The signed-in user's frame: brand, the area's menu, theme and language, the user's name and sign-out. Plain elements
 * drawn with antd's CSS variables, as every screen of the area is: no page of the user area loads antd.
 */
export function UserLayout({ title, session, children }: { title: string; session: UserSession; children: ReactNode }) {
  const { user, impersonated_by: impersonatedBy } = session;
  const { t } = useTranslation();
  const router = useRouter();
  const [logoutState, logout] = useLogout();
  const items = [
    { path: paths.dashboard, icon: <FrameIcon name="dashboard" />, label: t('nav.dashboard') },
    { path: paths.wallet, icon: <FrameIcon name="wallet" />, label: t('nav.wallet') },
    { path: paths.videos, icon: <FrameIcon name="videoCamera" />, label: t('nav.videos') },
    { path: paths.support, icon: <FrameIcon name="customerService" />, label: t('nav.support') },
    { path: paths.profile, icon: <FrameIcon name="user" />, label: t('nav.profile') },
    { path: paths.changePassword, icon: <FrameIcon name="lock" />, label: t('nav.changePassword') },
  ];
  return (
    <div className={styles.layout}>
      <Head>
        <title>{`${title} | ${t('app.name')}`}</title>
      </Head>
      {impersonatedBy && <ImpersonationBanner user={user} admin={impersonatedBy} />}
      <header className={styles.header}>
        <PageLink href={paths.dashboard} className={styles.brand}>
          {t('app.name')}
        </PageLink>
        {/* Three links need no antd Menu, whose overflow handling and CSS cost more than the links. */}
        <nav className={styles.menu} aria-label={t('app.name')}>
          {items.map((item) => (
            <PageLink
              key={item.path}
              href={item.path}
              className={styles.navLink}
              aria-current={router.pathname === item.path ? 'page' : undefined}
              title={item.label}
            >
              {item.icon}
              <span className={styles.navLabel}>{item.label}</span>
            </PageLink>
          ))}
        </nav>
        <div className={styles.account}>
          <DisplaySwitches />
          <span className={styles.userName}>{user.name}</span>
          <Button
            icon={<FrameIcon name="logout" className={styles.logoutIcon} />}
            onClick={() => void logout()}
            isBusy={logoutState.loading}
            aria-label={t('actions.logout')}
            className={styles.logout}
          >
            <span className={styles.logoutLabel}>{t('actions.logout')}</span>
          </Button>
        </div>
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
