import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { DisplaySwitches } from '../app/display-switches';
import styles from './auth-layout.module.css';
import { PageLink } from '../ui/page-link';

/**
 * The centred card the sign-in, registration, verification and reset screens share. Plain elements,
 * not antd's Card and Typography: those pull tabs, menus and tooltips into the sign-in bundle.
 */
export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  return (
    <div className={styles.page}>
      <Head>
        <title>{`${title} | ${t('app.name')}`}</title>
      </Head>
      <header className={styles.settings}>
        <DisplaySwitches />
      </header>
      <main className={styles.body}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden>
            P
          </span>
          <div>
            <div className={styles.name}>{t('app.name')}</div>
            <div className={styles.tagline}>{t('app.tagline')}</div>
          </div>
        </div>
        <section className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </section>
        {footer && <div className={styles.footer}>{footer}</div>}
        {pathname !== paths.contactUs && (
          <div className={styles.links}>
            <PageLink href={paths.contactUs}>{t('auth:contact.link')}</PageLink>
          </div>
        )}
      </main>
    </div>
  );
}
