import type { Db } from '../../db';
import { ADMIN_PAYMENT_COLUMNS, filteredPayments } from './repository';
import type { PaymentListRequest } from './schemas';

export type PaymentExportFilters = Omit<PaymentListRequest, 'page' | 'per_page' | 'sort'>;

/**
 * The export's reads: the list's filtered set, newest first, a batch at a time by keyset on the id
 * (`id < last id of the batch before`), so each batch is an index range read however deep the export
 * is, where OFFSET would rescan everything before it.
 */
export function paymentExportRepository(db: Db) {
  return {
    async batch(filters: PaymentExportFilters, beforeId: number | null, limit: number) {
      let query = filteredPayments(db, filters).leftJoin('users', 'users.id', 'payments.user_id').select(ADMIN_PAYMENT_COLUMNS);
      if (beforeId !== null) query = query.where('payments.id', '<', beforeId);
      // Rows as the driver gives them (a bigint may come as a string): the export's columns read
      // numbers with Number(), which spares copying a million rows into new objects first.
      return query.orderBy('payments.id', 'desc').limit(limit).execute();
    },
  };
}
