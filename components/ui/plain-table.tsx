import type { ReactNode } from 'react';
import hidden from './visually-hidden.module.css';
import styles from './plain-table.module.css';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** On the column's header and cells (alignment, hiding on narrow screens). */
  className?: string;
  /** A width in pixels the table keeps to when the content allows. */
  width?: number;
  /** The order the rows are in by this column, when they are ordered by it. */
  sorted?: 'ascending' | 'descending';
}

/**
 * A table drawn like antd's middle-sized Table, with no antd: antd's Table brings its pagination,
 * filter dropdowns, tree and virtual list (~90 kB gzip) even when a screen uses none of them. The
 * list kit (components/list/) adds server sorting, paging and loading around it.
 */
export function PlainTable<T>({
  rows,
  rowKey,
  columns,
  empty,
  caption,
  isBusy = false,
}: {
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: PlainColumn<T>[];
  empty: ReactNode;
  /** The table's name for screen readers, not shown. */
  caption?: string;
  /** The rows are dimmed while the next ones load. */
  isBusy?: boolean;
}) {
  return (
    <table className={isBusy ? `${styles.table} ${styles.busy}` : styles.table} aria-busy={isBusy || undefined}>
      {caption && <caption className={hidden.visuallyHidden}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className} style={column.width ? { width: column.width } : undefined} aria-sort={column.sorted}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={styles.empty}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
