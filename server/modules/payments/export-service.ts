import { jalaliDayKey } from '../../../shared/format';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { messageIn } from '../../i18n/messages';
import { EXPORT_MEDIA_TYPES, type ExportFormat } from '../../../shared/contracts/payments';
import { EXPORT_FIELD, paymentExportRepository, type PaymentExportFilters, type PaymentExportRow } from './export-repository';
import { csvChunks } from './export/csv';
import { paymentExportColumns } from './export/payment-columns';
import { xlsxChunks } from './export/xlsx';

/** Rows per read: large enough that the per-query cost vanishes, small enough to hold (~1 MB). */
export const EXPORT_BATCH_ROWS = 2_000;

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8`, xlsx: EXPORT_MEDIA_TYPES.xlsx };

export function createPaymentExportService({ db, clock }: { db: Db; clock: Clock }) {
  const repository = paymentExportRepository(db);

  /** Every payment the filters select, newest first, in batches: one batch in memory at most. */
  async function* batches(filters: PaymentExportFilters): AsyncGenerator<PaymentExportRow[]> {
    let beforeId: number | null = null;
    for (;;) {
      const batch = await repository.batch(filters, beforeId, EXPORT_BATCH_ROWS);
      if (batch.length > 0) yield batch;
      if (batch.length < EXPORT_BATCH_ROWS) return;
      beforeId = Number(batch[batch.length - 1]![EXPORT_FIELD.id]);
    }
  }

  return {
    /** The file of the filtered payments, as chunks to stream, with its type and a dated name. */
    file(format: ExportFormat, filters: PaymentExportFilters) {
      const columns = paymentExportColumns();
      const chunks =
        format === 'csv'
          ? csvChunks(columns, batches(filters))
          : xlsxChunks(columns, batches(filters), { sheetName: messageIn('fa', 'EXPORT_SHEET_PAYMENTS') });
      return { chunks, contentType: CONTENT_TYPES[format], filename: `payments-${jalaliDayKey(clock.now())}.${format}` };
    },
  };
}
