import { foldForSearch } from '../../../shared/search-text';
import { insertedId, inTransaction, lockedForUpdate, type Db, type Executor } from '../../db';
import { DAY_MS, tehranDayStartOf } from '../../../shared/tehran-time';
import { LIST_COUNT_CAP, paginate } from '../../db/paginate';
import { indexedSearch, writeSearchTrigrams } from '../../db/search-index';
import type { Payment, PaymentFailureReason, PaymentGateway, PaymentStatus, SandboxTransaction } from '../../db/schema';
import type { OwnPaymentListRequest, PaymentListRequest } from '../../../shared/contracts/payments.schemas';

const PAYMENT_SORT_COLUMNS = { created_at: 'payments.created_at', amount: 'payments.amount' } as const;
const OWN_SORT_COLUMNS = { created_at: 'payments.created_at' } as const;

/** What the admin list searches: the payer's name and mobile, the authority and the reference, folded once on write. */
export const paymentSearchTextOf = (parts: readonly (string | null | undefined)[]) => foldForSearch(parts.filter(Boolean).join(' ')).slice(0, 255);

const PAYMENT_COLUMNS = [
  'payments.id',
  'payments.user_id',
  'payments.amount',
  'payments.status',
  'payments.gateway',
  'payments.authority',
  'payments.gateway_reference',
  'payments.kind',
  'payments.description',
  'payments.card_pan',
  'payments.created_at',
  'payments.paid_at',
  'payments.updated_at',
  'payments.failure_reason',
] as const;

/** Both drivers may hand bigint columns back as strings; payments speak numbers (integer Rials, epoch ms). */
export function toPayment<Row extends Payment>(row: Row): Row {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    amount: Number(row.amount),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    paid_at: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/**
 * The payments the admin list's filters select (status, payer, amount range in Rials with both ends
 * included, Tehran day range with both days included, the folded search):
 * the list pages through it, the export reads it whole.
 */
export async function filteredPayments(db: Db, request: Omit<PaymentListRequest, 'page' | 'per_page' | 'sort'>) {
  let query = db.selectFrom('payments');
  if (request.status) query = query.where('payments.status', '=', request.status);
  if (request.user_id !== undefined) query = query.where('payments.user_id', '=', request.user_id);
  if (request.amount_min !== undefined) query = query.where('payments.amount', '>=', request.amount_min);
  if (request.amount_max !== undefined) query = query.where('payments.amount', '<=', request.amount_max);
  if (request.from) query = query.where('payments.created_at', '>=', tehranDayStartOf(request.from));
  if (request.to) query = query.where('payments.created_at', '<', tehranDayStartOf(request.to) + DAY_MS);
  const matches = await indexedSearch(db, 'payments', request.search);
  if (matches) query = query.where(matches);
  return query;
}

export function paymentsRepository(db: Db) {
  return {
    insert(values: Omit<Payment, 'id'>, searchText: string): Promise<number> {
      return inTransaction(db, async (trx) => {
        const id = insertedId(
          await trx
            .insertInto('payments')
            .values({ ...values, search_text: searchText })
            .executeTakeFirstOrThrow(),
        );
        await writeSearchTrigrams(trx, 'payments', id, '', searchText);
        return id;
      });
    },
    async countOfUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom('payments')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async findById(id: number, executor: Executor = db): Promise<Payment | undefined> {
      const row = await executor.selectFrom('payments').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toPayment(row);
    },
    /**
     * The payment a gateway's callback names, its row locked until the transaction ends: two callbacks
     * for one payment queue here, and the second sees what the first decided.
     */
    async lockByAuthority(gateway: PaymentGateway, authority: string, trx: Executor): Promise<(Payment & { search_text: string }) | undefined> {
      const row = await lockedForUpdate(
        trx,
        trx
          .selectFrom('payments')
          .select([...PAYMENT_COLUMNS, 'payments.search_text'])
          .where('gateway', '=', gateway)
          .where('authority', '=', authority),
      ).executeTakeFirst();
      return row && toPayment(row);
    },
    /**
     * Moves a payment on; true when this call moved it. A payment leaves pending once, except that one
     * failed as expired may still become paid: the gateway confirmed it after it was given up on.
     */
    async settle(
      id: number,
      values: {
        status: PaymentStatus;
        failure_reason: PaymentFailureReason | null;
        gateway_reference?: string | null;
        card_pan?: string | null;
        paid_at?: number | null;
        search_text?: string;
        updated_at: number;
      },
      trx: Executor,
    ): Promise<boolean> {
      const searchText = values.search_text;
      const searchTextBefore =
        searchText === undefined ? undefined : (await trx.selectFrom('payments').select('search_text').where('id', '=', id).executeTakeFirst())?.search_text;
      const result = await trx
        .updateTable('payments')
        .set(values)
        .where('id', '=', id)
        .where((eb) =>
          values.status === 'paid'
            ? eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'failed'), eb('failure_reason', '=', 'expired')])])
            : eb('status', '=', 'pending'),
        )
        .executeTakeFirst();
      const isMoved = Number(result.numUpdatedRows) === 1;
      if (isMoved && searchText !== undefined && searchTextBefore !== undefined) await writeSearchTrigrams(trx, 'payments', id, searchTextBefore, searchText);
      return isMoved;
    },
    /**
     * Fails, as expired, up to `limit` of the oldest payments still pending that started before
     * `startedBefore`; answers how many. One a callback settled since they were read stays as it left it.
     */
    async expirePending(startedBefore: number, now: number, limit: number): Promise<number> {
      const rows = await db
        .selectFrom('payments')
        .select('id')
        .where('status', '=', 'pending')
        .where('created_at', '<', startedBefore)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      if (rows.length === 0) return 0;
      const result = await db
        .updateTable('payments')
        .set({ status: 'failed', failure_reason: 'expired', updated_at: now })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /**
     * The admin list: by status, payer, amount range (Rials, both ends included) and Tehran day range
     * (`from`/`to` whole days, both included), searched by the payer's name or mobile, the authority
     * or the reference.
     */
    async list(request: PaymentListRequest) {
      const filtered = await filteredPayments(db, request);
      // The page reads its payers in the same statement, a user row for each of its rows (a query of
      // their own was one more statement, and on MariaDB one more round trip); the count leaves them
      // out, or it would visit a user row for every matching payment (seconds on a million).
      const query = filtered
        .leftJoin('users', 'users.id', 'payments.user_id')
        .select([...PAYMENT_COLUMNS, 'users.name as user_name', 'users.mobile as user_mobile']);
      return paginate(query, request, PAYMENT_SORT_COLUMNS, 'payments.id', { countCap: LIST_COUNT_CAP, db, countQuery: filtered });
    },
    /** One payer's own payments. */
    listOwn(userId: number, request: OwnPaymentListRequest) {
      let query = db.selectFrom('payments').select(PAYMENT_COLUMNS).where('payments.user_id', '=', userId);
      if (request.status) query = query.where('payments.status', '=', request.status);
      return paginate(query, request, OWN_SORT_COLUMNS, 'payments.id');
    },
  };
}

function toSandbox(row: SandboxTransaction): SandboxTransaction {
  return { ...row, amount: Number(row.amount), created_at: Number(row.created_at), verified_at: row.verified_at === null ? null : Number(row.verified_at) };
}

/** The sandbox gateway's records, kept in the database so any instance verifies what another showed. */
export function sandboxRepository(db: Db) {
  return {
    async insert(values: SandboxTransaction): Promise<void> {
      await db.insertInto('sandbox_transactions').values(values).execute();
    },
    async find(authority: string): Promise<SandboxTransaction | undefined> {
      const row = await db.selectFrom('sandbox_transactions').selectAll().where('authority', '=', authority).executeTakeFirst();
      return row && toSandbox(row);
    },
    /** The payer's choice on the sandbox page; only a pending transaction takes one. True when it did. */
    async decide(authority: string, status: 'approved' | 'cancelled', reference: string | null): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ status, reference })
        .where('authority', '=', authority)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Marks an approved transaction verified; false when it had been already (the gateway's "101"). */
    async markVerified(authority: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ verified_at: now })
        .where('authority', '=', authority)
        .where('verified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
