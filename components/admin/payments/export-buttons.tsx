import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../lib/action-state';
import { downloadFile } from '../../../lib/http/client';
import { useFormat } from '../../../hooks/use-format';
import { Button } from '../../ui/button';
import styles from './export-buttons.module.css';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * About how many bytes one payment takes in each file, measured on the bench's seeded rows (CSV ~205,
 * XLSX compressed ~70): the export is streamed without a Content-Length, so the progress is the bytes
 * received against the list's row count times this, held at 99 % until the file is complete.
 */
const BYTES_PER_ROW: Record<ExportFormat, number> = { csv: 205, xlsx: 70 };

/** Query keys of the list that are its view, not its filters: the export takes every matching row. */
const VIEW_KEYS = new Set(['page', 'per_page', 'sort']);

/** The export URL for the list's current filters. */
export function exportUrl(format: ExportFormat, filters: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '' || VIEW_KEYS.has(key)) continue;
    query.set(key, String(value));
  }
  return `/admin/payments/export?${query.toString()}`;
}

/**
 * "CSV" and "Excel": download the payments the list's filters select, with a progress bar while the
 * file streams in. One download at a time.
 */
export function ExportButtons({
  filters,
  total,
}: {
  filters: Readonly<Record<string, string | number | boolean | null | undefined>>;
  /** Rows the filters select (the list's total), for the progress estimate. */
  total?: number;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [running, setRunning] = useState<{ format: ExportFormat; percent: number } | null>(null);

  const download = useSingleFlight(async (kind: ExportFormat) => {
    setRunning({ format: kind, percent: 0 });
    try {
      await downloadFile(exportUrl(kind, filters), {
        filename: `payments.${kind}`,
        role: 'admin',
        estimatedBytes: total ? total * BYTES_PER_ROW[kind] + 1_000 : undefined,
        onProgress: (percent) => setRunning({ format: kind, percent }),
      });
    } catch {
      // downloadFile has told the admin (the seed's "download failed").
    } finally {
      setRunning(null);
    }
  });

  return (
    <div className={styles.group} role="group" aria-label={t('payments.export.label')}>
      <Button isBusy={running?.format === 'csv'} disabled={running !== null} onClick={() => void download('csv')}>
        {t('payments.export.csv')}
      </Button>
      <Button isBusy={running?.format === 'xlsx'} disabled={running !== null} onClick={() => void download('xlsx')}>
        {t('payments.export.excel')}
      </Button>
      {running && (
        <span className={styles.progress} role="status">
          <progress max={100} value={running.percent} aria-label={t('payments.export.progress')} />
          <span>{format.digits(`${running.percent}%`)}</span>
        </span>
      )}
    </div>
  );
}
