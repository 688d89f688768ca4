import { sql, type Kysely } from 'kysely';

// Messages sent from the public contact-us page. A visitor leaves a mobile or an email (or both) to be
// answered on; read_at/read_by say which admin opened the message first, is_read serves the unread
// filter and the dashboard's count off one index with the time the list sorts by.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)')
    .addColumn('email', 'varchar(254)')
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', sql`text`, (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'bigint')
    .addColumn('read_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('search_text', 'varchar(700)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('contact_messages_created_at').on('contact_messages').column('created_at').execute();
  await db.schema.createIndex('contact_messages_read_created_at').on('contact_messages').columns(['is_read', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
