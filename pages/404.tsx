import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/app/error-page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} title={t('notFound.title')} text={t('notFound.text')} />;
}
