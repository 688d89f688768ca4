import { Button, Result } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminShellProps } from '../../lib/admin-ssr';
import { AdminLayout } from './admin-layout';

/** An admin screen inside the panel, or the 403 state when the admin may not see it. */
export function AdminPage({ shell, title, forbidden = false, children }: { shell: AdminShellProps; title: string; forbidden?: boolean; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout shell={shell} title={forbidden ? t('forbidden.title') : title}>
      {forbidden ? (
        <Result
          status="403"
          title={t('forbidden.title')}
          subTitle={t('forbidden.text')}
          extra={
            <Link href="/admin">
              <Button type="primary">{t('forbidden.back')}</Button>
            </Link>
          }
        />
      ) : (
        children
      )}
    </AdminLayout>
  );
}
