import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { Button } from '../ui/button';
import wallet from './wallet-screen.module.css';

/** Previous and next under a short list of the user's own (payments, tickets), with "page x of y"; nothing when one page holds it all. */
export function PageSteps({ page, pageCount, label, onPage }: { page: number; pageCount: number; label: string; onPage: (page: number) => void }) {
  const { t } = useTranslation('user');
  const format = useFormat();
  if (pageCount <= 1) return null;
  return (
    <nav className={wallet.pager} aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('wallet.previous')}
      </Button>
      <span>{t('wallet.pageOf', { page: format.digits(page), count: format.digits(pageCount) })}</span>
      <Button disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('wallet.next')}
      </Button>
    </nav>
  );
}
