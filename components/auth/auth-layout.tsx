import { Card, Typography } from 'antd';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-layout.module.css';

/** The centred card the sign-in, registration, verification and reset screens share. */
export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Head>
        <title>{`${title} | ${t('app.name')}`}</title>
      </Head>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden>
          P
        </span>
        <div>
          <div className={styles.name}>{t('app.name')}</div>
          <div className={styles.tagline}>{t('app.tagline')}</div>
        </div>
      </div>
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        {children}
      </Card>
      {footer && <div className={styles.footer}>{footer}</div>}
    </main>
  );
}
