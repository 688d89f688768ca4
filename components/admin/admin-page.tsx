import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminShellProps } from '../../lib/admin-ssr';
import { buttonClassName } from '../ui/button';
import { AdminLayout } from './admin-layout';
import { FrameIcon } from '../ui/frame-icon';
import { PageLink } from '../ui/page-link';
import styles from './admin-page.module.css';

/** An admin screen inside the panel, or the 403 state when the admin may not see it. */
export function AdminPage({ shell, title, forbidden = false, children }: { shell: AdminShellProps; title: string; forbidden?: boolean; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout shell={shell} title={forbidden ? t('forbidden.title') : title}>
      {forbidden ? (
        <div className={styles.forbidden}>
          <FrameIcon name="stop" className={styles.icon} />
          <h2 className={styles.title}>{t('forbidden.title')}</h2>
          <p className={styles.text}>{t('forbidden.text')}</p>
          <PageLink href="/admin" className={buttonClassName('primary')}>
            {t('forbidden.back')}
          </PageLink>
        </div>
      ) : (
        children
      )}
    </AdminLayout>
  );
}
