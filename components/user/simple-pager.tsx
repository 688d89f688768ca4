import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { Button } from '../ui/button';
import styles from './simple-pager.module.css';

/** Previous, "page n of m", next: the user area's short lists. Nothing when there is one page. */
export function SimplePager({ page, pageCount, label, onPage }: { page: number; pageCount: number; label: string; onPage: (page: number) => void }) {
  const { t } = useTranslation('user');
  const format = useFormat();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.pageOf', { page: format.number(page), count: format.number(pageCount) })}</span>
      <Button disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
