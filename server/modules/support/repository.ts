import { foldForSearch } from '../../../shared/search-text';
import { insertedId, inTransaction, lockedForUpdate, type Db, type Executor } from '../../db';
import { LIST_COUNT_CAP, paginate } from '../../db/paginate';
import { anySearchMatches, indexedSearch, writeSearchTrigrams } from '../../db/search-index';
import type { SupportMessage, SupportMessagesTable, SupportTicket, SupportTicketStatus, SupportUnit } from '../../db/schema';
import type { Insertable } from 'kysely';
import type { AdminTicketListRequest, OwnTicketListRequest } from '../../../shared/contracts/support.schemas';

const SORT_COLUMNS = { last_activity_at: 'support_tickets.last_activity_at', created_at: 'support_tickets.created_at' } as const;
const TICKET_COLUMNS = [
  'support_tickets.id',
  'support_tickets.user_id',
  'support_tickets.unit_id',
  'support_tickets.subject',
  'support_tickets.status',
  'support_tickets.created_at',
  'support_tickets.updated_at',
  'support_tickets.last_activity_at',
  'support_tickets.closed_at',
] as const;

export type TicketRow = SupportTicket & { unit_name: string; user_name: string; user_mobile: string; user_deleted_at: number | string | null };
export type MessageRow = SupportMessage & { admin_name: string | null };

/** Both drivers may hand bigint columns back as strings. */
const orNull = (value: number | string | null) => (value === null ? null : Number(value));

function toTicketRow(row: TicketRow): TicketRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    unit_id: Number(row.unit_id),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    last_activity_at: Number(row.last_activity_at),
    closed_at: orNull(row.closed_at),
  };
}

function toMessageRow(row: MessageRow): MessageRow {
  return {
    ...row,
    id: Number(row.id),
    ticket_id: Number(row.ticket_id),
    author_id: Number(row.author_id),
    attachment_size: orNull(row.attachment_size),
    created_at: Number(row.created_at),
  };
}

const toUnit = (row: SupportUnit): SupportUnit => ({
  ...row,
  id: Number(row.id),
  is_active: Number(row.is_active),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

export function supportRepository(db: Db) {
  const tickets = (executor: Executor = db) =>
    executor
      .selectFrom('support_tickets')
      .innerJoin('users', 'users.id', 'support_tickets.user_id')
      // A deleted account's mobile column holds its tombstone; the number it had is in deleted_mobile.
      .select((eb) => [
        ...TICKET_COLUMNS,
        // Looked up for the page's rows alone: joined, MariaDB read the few units into a join buffer,
        // which cannot keep the tickets' order, so every page sorted all the tickets (460 ms at 50,000).
        eb
          .selectFrom('support_units')
          .select('support_units.name')
          .whereRef('support_units.id', '=', 'support_tickets.unit_id')
          .$asScalar()
          .$notNull()
          .as('unit_name'),
        'users.name as user_name',
        eb.fn.coalesce('users.deleted_mobile', 'users.mobile').as('user_mobile'),
        'users.deleted_at as user_deleted_at',
      ]);

  /** Messages with the name of the admin who wrote each (null on the user's own). */
  const messagesWithAuthor = () =>
    db
      .selectFrom('support_messages')
      .leftJoin('admins', (join) => join.onRef('admins.id', '=', 'support_messages.author_id').on('support_messages.author_type', '=', 'admin'))
      .selectAll('support_messages')
      .select('admins.name as admin_name');

  return {
    async units(onlyActive: boolean): Promise<SupportUnit[]> {
      let query = db.selectFrom('support_units').selectAll();
      if (onlyActive) query = query.where('is_active', '=', 1);
      return (await query.orderBy('id').execute()).map(toUnit);
    },
    async findUnit(id: number): Promise<SupportUnit | undefined> {
      const row = await db.selectFrom('support_units').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUnit(row);
    },
    async createUnit(name: string, now: number): Promise<number> {
      return insertedId(await db.insertInto('support_units').values({ name, is_active: 1, created_at: now, updated_at: now }).executeTakeFirstOrThrow());
    },
    async updateUnit(id: number, values: { name?: string; is_active?: number; updated_at: number }): Promise<void> {
      await db.updateTable('support_units').set(values).where('id', '=', id).execute();
    },

    async findTicket(id: number, executor: Executor = db): Promise<TicketRow | undefined> {
      const row = await tickets(executor).where('support_tickets.id', '=', id).executeTakeFirst();
      return row && toTicketRow(row);
    },
    /** The ticket's row locked until the transaction ends, so two replies at once move its state one after the other. */
    async lockTicket(id: number, trx: Executor): Promise<SupportTicket | undefined> {
      const row = await lockedForUpdate(trx, trx.selectFrom('support_tickets').select(TICKET_COLUMNS).where('id', '=', id)).executeTakeFirst();
      return row && { ...row, id: Number(row.id), user_id: Number(row.user_id) };
    },
    async createTicket(
      values: { user_id: number; unit_id: number; subject: string; status: SupportTicketStatus; now: number },
      trx: Executor,
    ): Promise<number> {
      const { now, ...ticket } = values;
      const searchText = foldForSearch(ticket.subject);
      return inTransaction(trx, async (trx) => {
        const id = insertedId(
          await trx
            .insertInto('support_tickets')
            .values({ ...ticket, created_at: now, updated_at: now, last_activity_at: now, closed_at: null, search_text: searchText })
            .executeTakeFirstOrThrow(),
        );
        await writeSearchTrigrams(trx, 'support_tickets', id, '', searchText);
        return id;
      });
    },
    async setStatus(id: number, status: SupportTicketStatus, now: number, options: { isActivity: boolean }, trx: Executor): Promise<void> {
      await trx
        .updateTable('support_tickets')
        .set({ status, updated_at: now, closed_at: status === 'closed' ? now : null, ...(options.isActivity && { last_activity_at: now }) })
        .where('id', '=', id)
        .execute();
    },
    async addMessage(values: Insertable<SupportMessagesTable>, trx: Executor): Promise<number> {
      return insertedId(await trx.insertInto('support_messages').values(values).executeTakeFirstOrThrow());
    },
    async messages(ticketId: number): Promise<MessageRow[]> {
      const rows = await messagesWithAuthor().where('support_messages.ticket_id', '=', ticketId).orderBy('support_messages.id').execute();
      return rows.map(toMessageRow);
    },
    async findMessage(id: number): Promise<MessageRow | undefined> {
      const row = await messagesWithAuthor().where('support_messages.id', '=', id).executeTakeFirst();
      return row && toMessageRow(row);
    },
    /** The message with its ticket's owner, for deciding who may download its attachment. */
    async attachmentOf(
      messageId: number,
    ): Promise<(Pick<SupportMessage, 'attachment_name' | 'attachment_original_name' | 'attachment_type'> & { user_id: number }) | undefined> {
      const row = await db
        .selectFrom('support_messages')
        .innerJoin('support_tickets', 'support_tickets.id', 'support_messages.ticket_id')
        .select([
          'support_messages.attachment_name',
          'support_messages.attachment_original_name',
          'support_messages.attachment_type',
          'support_tickets.user_id',
        ])
        .where('support_messages.id', '=', messageId)
        .executeTakeFirst();
      return row && { ...row, user_id: Number(row.user_id) };
    },

    /** Which of these stored names a message names. */
    async namedAttachments(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db.selectFrom('support_messages').select('attachment_name').where('attachment_name', 'in', names).execute();
      return new Set(rows.flatMap((row) => (row.attachment_name === null ? [] : [row.attachment_name])));
    },

    async listOwn(userId: number, request: OwnTicketListRequest) {
      let query = tickets().where('support_tickets.user_id', '=', userId);
      if (request.status) query = query.where('support_tickets.status', '=', request.status);
      const matches = await indexedSearch(db, 'support_tickets', request.search);
      if (matches) query = query.where(matches);
      const page = await paginate(query, request, SORT_COLUMNS, 'support_tickets.id');
      return { ...page, items: page.items.map(toTicketRow) };
    },
    async list(request: AdminTicketListRequest) {
      let query = tickets();
      if (request.status) query = query.where('support_tickets.status', '=', request.status);
      if (request.unit_id !== undefined) query = query.where('support_tickets.unit_id', '=', request.unit_id);
      if (request.user_id !== undefined) query = query.where('support_tickets.user_id', '=', request.user_id);
      // The subject, or the user's name or mobile (users.search_text holds both): each table's index
      // gives its own candidates, and a ticket matches through either. The users' are named by the
      // ticket's user_id, so both halves of the OR can be read through the tickets' own keys.
      const subjectMatches = await indexedSearch(db, 'support_tickets', request.search);
      const userMatches = await indexedSearch(db, 'users', request.search, { columns: [{ id: 'support_tickets.user_id', searchText: 'users.search_text' }] });
      if (subjectMatches && userMatches) query = query.where(anySearchMatches([subjectMatches, userMatches]));
      // Every ticket ever opened is here: a common word's count stopped only after all of them (36 ms at 50,000 on SQLite).
      const page = await paginate(query, request, SORT_COLUMNS, 'support_tickets.id', { countCap: LIST_COUNT_CAP, db });
      return { ...page, items: page.items.map(toTicketRow) };
    },
    async countByStatus(statuses: readonly SupportTicketStatus[]): Promise<number> {
      const row = await db
        .selectFrom('support_tickets')
        .where('status', 'in', statuses)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async countOfUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom('support_tickets')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
