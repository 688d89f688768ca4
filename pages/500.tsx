import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/app/error-page';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorPage status={500} title={t('serverError.title')} text={t('serverError.text')} />;
}
