import { jalaliDayKey } from '../../../shared/format';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { messageIn } from '../../i18n/messages';
import { EXPORT_MEDIA_TYPES, type ExportFormat } from '../../../shared/contracts/payments';
import { paymentExportRepository, type PaymentExportFilters } from './export-repository';
import { csvChunks } from './export/csv';
import { paymentExportColumns } from './export/payment-columns';
import { xlsxChunks } from './export/xlsx';

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8`, xlsx: EXPORT_MEDIA_TYPES.xlsx };

export function createPaymentExportService({ db, clock }: { db: Db; clock: Clock }) {
  const repository = paymentExportRepository(db);

  return {
    /** The file of the filtered payments, as chunks to stream, with its type and a dated name. */
    file(format: ExportFormat, filters: PaymentExportFilters) {
      const columns = paymentExportColumns();
      const chunks =
        format === 'csv'
          ? csvChunks(columns, repository.batches(filters))
          : xlsxChunks(columns, repository.batches(filters), { sheetName: messageIn('fa', 'EXPORT_SHEET_PAYMENTS') });
      return { chunks, contentType: CONTENT_TYPES[format], filename: `payments-${jalaliDayKey(clock.now())}.${format}` };
    },
  };
}
