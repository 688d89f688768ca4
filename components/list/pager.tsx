import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { PAGE_SIZES } from '../../lib/list-query';
import { ListIcon } from './list-icons';
import { controlClassName } from './fields';
import styles from './pager.module.css';

/** Where a run of hidden page numbers stands. */
const GAP = 'gap' as const;

/**
 * The page numbers a pager shows: all of them up to seven; beyond, the first, the last, the current
 * one with its neighbours, and a gap for each run of two or more pages left out (one left out page is
 * shown instead of a gap that would hide only it). Always seven entries, so the pager keeps its width.
 */
function pageItems(current: number, count: number): (number | typeof GAP)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  let start = Math.max(2, Math.min(current - 1, count - 4));
  let end = Math.min(count - 1, Math.max(current + 1, 5));
  if (start === 3) start = 2;
  if (end === count - 2) end = count - 1;
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, ...(start > 2 ? [GAP] : []), ...middle, ...(end < count - 1 ? [GAP] : []), count];
}

/**
 * Previous and next, the page numbers and the page size, grouped in the page's digits (`1,000`), as a labelled
 * navigation. The arrows point along the line: "previous" towards its start, right in Persian.
 */
export function Pager({
  page,
  pageSize,
  total,
  isTotalCapped = false,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: there are more rows than that. */
  isTotalCapped?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const count = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('list.pages')} className={styles.pager}>
      <span className={styles.total}>{t(isTotalCapped ? 'list.totalAtLeast' : 'list.total', { count: total, total: format.number(total) })}</span>
      <ul className={styles.items}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={t('list.previous')}
            title={t('list.previous')}
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, count))}
          >
            <ListIcon name="chevronStart" className={styles.arrow} />
          </button>
        </li>
        {pageItems(page, count).map((item, index) =>
          item === GAP ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              •••
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-label={t('list.page', { page: format.number(item) })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPage(item)}
              >
                {format.number(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={t('list.next')}
            title={t('list.next')}
            disabled={page >= count}
            onClick={() => onPage(page + 1)}
          >
            <ListIcon name="chevronStart" className={`${styles.arrow} ${styles.forward}`} />
          </button>
        </li>
      </ul>
      <select className={controlClassName} aria-label={t('list.pageSize')} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('list.perPage', { count: format.number(size) })}
          </option>
        ))}
      </select>
    </nav>
  );
}
