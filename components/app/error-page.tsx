import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { AuthLayout } from '../auth/auth-layout';
import { ButtonLink } from '../form/plain-form';
import styles from './error-page.module.css';

/** The app's own error pages (404, 500): the sign-in screens' card, in the visitor's language, with a way home. */
export function ErrorPage({ status, title, text }: { status: 404 | 500; title: string; text: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <AuthLayout title={title}>
      <p className={styles.status} aria-hidden>
        {format.digits(status)}
      </p>
      <p className={styles.text}>{text}</p>
      <ButtonLink href="/">{t('actions.home')}</ButtonLink>
    </AuthLayout>
  );
}
