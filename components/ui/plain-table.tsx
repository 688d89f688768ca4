import type { ReactNode } from 'react';
import styles from './plain-table.module.css';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
}

/**
 * A short table with no paging, sorting or filters, drawn like antd's middle-sized Table. antd's
 * Table brings its pagination, filter dropdowns, tree and virtual list (~90 kB gzip) even when a
 * screen uses none of them.
 */
export function PlainTable<T>({ rows, rowKey, columns, empty }: { rows: T[]; rowKey: (row: T) => string | number; columns: PlainColumn<T>[]; empty: ReactNode }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
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
                <td key={column.key}>{column.render(row)}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
