import { sql } from 'kysely';
import { foldForSearch } from '../../../shared/search-text';
import { insertedId, type Db } from '../../db';
import { containsSearch, paginate } from '../../db/paginate';
import type { ContactMessage, ContactMessagesTable } from '../../db/schema';
import type { Insertable } from 'kysely';
import type { ContactListRequest } from '../../../shared/contracts/contact-us.schemas';

const SORT_COLUMNS = { created_at: 'created_at' } as const;
/** How much of a message the list shows. */
export const EXCERPT_LENGTH = 160;
const MESSAGE_COLUMNS = ['id', 'name', 'mobile', 'email', 'subject', 'message', 'ip', 'is_read', 'read_at', 'read_by', 'created_at'] as const;

/** Both drivers may hand bigint columns back as strings. */
function toMessage(row: ContactMessage): ContactMessage {
  return {
    ...row,
    id: Number(row.id),
    is_read: Number(row.is_read),
    read_at: row.read_at === null ? null : Number(row.read_at),
    read_by: row.read_by === null ? null : Number(row.read_by),
    created_at: Number(row.created_at),
  };
}

export function contactMessagesRepository(db: Db) {
  return {
    async create(values: Omit<Insertable<ContactMessagesTable>, 'search_text'>): Promise<number> {
      const searchText = foldForSearch([values.name, values.mobile, values.email, values.subject].filter(Boolean).join(' ')).slice(0, 700);
      return insertedId(
        await db
          .insertInto('contact_messages')
          .values({ ...values, search_text: searchText })
          .executeTakeFirstOrThrow(),
      );
    },
    async findById(id: number): Promise<ContactMessage | undefined> {
      const row = await db.selectFrom('contact_messages').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toMessage(row);
    },
    /** Marks the message read by `adminId` unless it was read already (the first reader stays). */
    async markRead(id: number, adminId: number, at: number): Promise<void> {
      await db.updateTable('contact_messages').set({ is_read: 1, read_at: at, read_by: adminId }).where('id', '=', id).where('is_read', '=', 0).execute();
    },
    async countUnread(): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_read', '=', 0)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async list(request: ContactListRequest) {
      let query = db
        .selectFrom('contact_messages')
        .select([
          'id',
          'name',
          'mobile',
          'email',
          'subject',
          sql<string>`substr(message, 1, ${sql.lit(EXCERPT_LENGTH)})`.as('excerpt'),
          'is_read',
          'created_at',
        ]);
      if (request.state) query = query.where('is_read', '=', request.state === 'read' ? 1 : 0);
      const matches = containsSearch(['search_text'], request.search);
      if (matches) query = query.where(matches);
      const page = await paginate(query, request, SORT_COLUMNS, 'id');
      return {
        ...page,
        items: page.items.map((row) => ({ ...row, id: Number(row.id), is_read: Number(row.is_read) === 1, created_at: Number(row.created_at) })),
      };
    },
  };
}
