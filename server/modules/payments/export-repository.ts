import { rowsAsArrays, streamRowsAsArrays, type Db } from '../../db';
import { filteredPayments } from './repository';
import type { PaymentListRequest } from '../../../shared/contracts/payments.schemas';

export type PaymentExportFilters = Omit<PaymentListRequest, 'page' | 'per_page' | 'sort'>;

/** What the export reads of a payment and its payer, in this order: a row is an array of these values. */
const EXPORT_SELECT = [
  'payments.id',
  'payments.user_id',
  'users.name as user_name',
  'users.mobile as user_mobile',
  'payments.amount',
  'payments.status',
  'payments.gateway',
  'payments.authority',
  'payments.gateway_reference',
  'payments.card_pan',
  'payments.kind',
  'payments.description',
  'payments.created_at',
  'payments.paid_at',
] as const;

type FieldName<S> = S extends `${string} as ${infer Alias}` ? Alias : S extends `payments.${infer Column}` ? Column : never;
export type ExportField = FieldName<(typeof EXPORT_SELECT)[number]>;

/** Where each field sits in a row. */
export const EXPORT_FIELD = Object.fromEntries(EXPORT_SELECT.map((selection, index) => [selection.split(/ as |\./).pop(), index])) as Record<
  ExportField,
  number
>;

/** A payment as the export reads it: the values of EXPORT_SELECT in order, a number possibly as a numeric string (a driver's bigint). */
export type PaymentExportRow = readonly unknown[];

/** Rows per read by keyset (SQLite): large enough that the per-query cost vanishes, small enough to hold (~1 MB). */
const KEYSET_BATCH_ROWS = 2_000;
/**
 * Rows per batch of a streamed read (MySQL): no query per batch, so only as many as keep the per-batch
 * awaits cheap; fewer rows alive at a time lets them die in the young generation (server/db streamRowsAsArrays).
 */
const STREAMED_BATCH_ROWS = 250;

/**
 * The export's reads: the list's filtered set, newest first, in batches. MySQL streams one query's rows
 * (server/db streamRowsAsArrays). SQLite reads a batch at a time by keyset on the id (`id < last id of
 * the batch before`), so each batch is an index range read however deep the export is, where OFFSET
 * would rescan everything before it. Rows come as arrays (server/db rowsAsArrays).
 */
export function paymentExportRepository(db: Db) {
  return {
    async *batches(filters: PaymentExportFilters): AsyncGenerator<PaymentExportRow[]> {
      const query = (await filteredPayments(db, filters))
        .leftJoin('users', 'users.id', 'payments.user_id')
        .select(EXPORT_SELECT)
        .orderBy('payments.id', 'desc');
      const streamed = streamRowsAsArrays(db, query.compile(), STREAMED_BATCH_ROWS);
      if (streamed) {
        yield* streamed;
        return;
      }
      let beforeId: number | null = null;
      for (;;) {
        const keyset = beforeId === null ? query : query.where('payments.id', '<', beforeId);
        const batch = await rowsAsArrays(db, keyset.limit(KEYSET_BATCH_ROWS).compile());
        if (batch.length > 0) yield batch;
        if (batch.length < KEYSET_BATCH_ROWS) return;
        beforeId = Number(batch[batch.length - 1]![EXPORT_FIELD.id]);
      }
    },
  };
}
