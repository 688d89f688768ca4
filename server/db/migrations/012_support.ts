import { sql, type Kysely } from 'kysely';

// Support: units an admin manages (a disabled unit takes no new tickets but keeps its old ones),
// tickets a user opens in a unit, and each ticket's messages from the user or an admin.
// `last_activity_at` is the time of the newest message, the order both lists show.
// A message's attachment is stored under STORAGE_ROOT by a name the server made (`attachment_name`);
// the name the user gave it is kept only to offer it back on download.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_units')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A new site can take tickets at once; admins rename, add or disable units from here.
  await sql`insert into support_units (name, is_active, created_at, updated_at) values ('پشتیبانی فنی', 1, 0, 0), ('امور مالی', 1, 0, 0)`.execute(db);

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_activity_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('search_text', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('support_tickets_user').on('support_tickets').columns(['user_id', 'last_activity_at']).execute();
  await db.schema.createIndex('support_tickets_status').on('support_tickets').columns(['status', 'last_activity_at']).execute();
  await db.schema.createIndex('support_tickets_last_activity').on('support_tickets').column('last_activity_at').execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('ticket_id', 'integer', (c) => c.notNull())
    .addColumn('author_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachment_name', 'varchar(64)')
    .addColumn('attachment_original_name', 'varchar(255)')
    .addColumn('attachment_type', 'varchar(64)')
    .addColumn('attachment_size', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_messages_ticket').on('support_messages').columns(['ticket_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropTable('support_tickets').execute();
  await db.schema.dropTable('support_units').execute();
}
