import { useTranslation } from 'react-i18next';
import { toPersianDigits } from '../../lib/digits';
import { AuthLayout } from '../auth/auth-layout';
import { ButtonLink } from '../form/plain-form';
import { useSettings } from './settings-context';
import styles from './error-page.module.css';

/** The app's own error pages (404, 500): the sign-in screens' card, in the visitor's language, with a way home. */
export function ErrorPage({ status, title, text }: { status: 404 | 500; title: string; text: string }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <AuthLayout title={title}>
      <p className={styles.status} aria-hidden>
        {settings.language === 'fa' ? toPersianDigits(status) : status}
      </p>
      <p className={styles.text}>{text}</p>
      <ButtonLink href="/">{t('actions.home')}</ButtonLink>
    </AuthLayout>
  );
}
