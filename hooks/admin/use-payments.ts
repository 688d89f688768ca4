import { useState } from 'react';
import { useSingleFlight } from '../../lib/action-state';
import { api } from '../../lib/http/api';
import { saveDownload } from '../../lib/http/save-download';
import type { ExportFormat } from '../../shared/contracts/payments';
import type { PaymentExportQuery } from '../../shared/contracts/payments.schemas';

/** The payments list's call, for its screen's ListScreen. */
export const paymentsList = api.payments.list;

/**
 * About how many bytes one payment takes in each file, measured on the bench's seeded rows (CSV ~205,
 * XLSX compressed ~70): the export is streamed without a Content-Length, so the progress is the bytes
 * received against the list's row count times this, held at 99 % until the file is complete.
 */
const BYTES_PER_ROW: Record<ExportFormat, number> = { csv: 205, xlsx: 70 };

/** The list's filters as the export takes them: every matching row, whatever page the list shows. */
export type PaymentExportFilters = Omit<PaymentExportQuery, 'format' | 'page' | 'per_page' | 'sort'>;

/**
 * Downloads the payments the filters select as CSV or Excel, one file at a time, with its progress;
 * `total` is the list's row count, for the progress of a file that comes without its length.
 */
export function usePaymentsExport(filters: PaymentExportFilters, total: number | undefined) {
  const [running, setRunning] = useState<{ format: ExportFormat; percent: number } | null>(null);
  const download = useSingleFlight(async (format: ExportFormat) => {
    setRunning({ format, percent: 0 });
    try {
      await saveDownload((options) => api.payments.export({ query: { ...filters, format } }, options), {
        filename: `payments.${format}`,
        estimatedBytes: total ? total * BYTES_PER_ROW[format] + 1_000 : undefined,
        onProgress: (percent) => setRunning({ format, percent }),
      });
    } catch {
      // saveDownload has told the admin (the seed's "download failed").
    } finally {
      setRunning(null);
    }
  });
  return { running, download };
}
