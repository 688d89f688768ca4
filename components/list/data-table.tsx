import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { PlainTable, type PlainColumn } from '../ui/plain-table';
import { Spinner } from '../ui/spinner';
import { ListIcon } from './list-icons';
import styles from './data-table.module.css';

/** A column of a list; `sortField` names the list route's sort field it orders by, when it can. */
export interface ListColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  sortField?: string;
  /** A width in pixels the table keeps to when the content allows. */
  width?: number;
  align?: 'center';
  /** Shown only from antd's `md` (768 px) or `lg` (992 px) breakpoint up: a phone keeps the columns that matter. */
  showFrom?: 'md' | 'lg';
}

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A list's table: ui/PlainTable with server sorting and the list's states, no antd (antd's Table was
 * ~90 kB gzip of the list pages and most of their server render). A sortable header is a button, and
 * the sorted column says so with `aria-sort`. While a page loads the rows stay, dimmed under a
 * spinner, and the table is `aria-busy`; with no rows it says why: loading, failed (with a retry), empty.
 */
export function DataTable<Row extends { id: number }>({
  label,
  columns,
  rows,
  sort,
  onSort,
  isBusy,
  isPending,
  isError,
  onRetry,
}: {
  label: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  sort: ListSort;
  onSort: (field: string) => void;
  isBusy: boolean;
  /** Nothing fetched yet for this state. */
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  const plainColumns = columns.map((column): PlainColumn<Row> => {
    const sorted = column.sortField === sort.field ? sort.direction : undefined;
    return {
      key: column.key,
      title: column.sortField ? (
        <button type="button" className={styles.sortButton} onClick={() => onSort(column.sortField!)}>
          {column.title}
          <span className={styles.carets}>
            <ListIcon name="caretUp" className={sorted === 'asc' ? styles.caretOn : undefined} />
            <ListIcon name="caretDown" className={sorted === 'desc' ? styles.caretOn : undefined} />
          </span>
        </button>
      ) : (
        column.title
      ),
      render: column.render,
      className: [column.showFrom && styles[column.showFrom], column.align === 'center' && styles.center].filter(Boolean).join(' ') || undefined,
      width: column.width,
      sorted: sorted && ARIA_SORT[sorted],
    };
  });
  const empty = isError ? (
    <div role="alert" className={styles.error}>
      <span>{t('list.error')}</span>
      <Button onClick={onRetry}>{t('list.retry')}</Button>
    </div>
  ) : isPending ? (
    t('list.loading')
  ) : (
    t('list.empty')
  );

  return (
    <div className={styles.frame}>
      <PlainTable rows={rows} rowKey={(row) => row.id} columns={plainColumns} empty={empty} caption={label} isBusy={isBusy} />
      {isBusy && (
        <div className={styles.overlay} aria-hidden>
          <Spinner className={styles.spinner} />
        </div>
      )}
    </div>
  );
}
