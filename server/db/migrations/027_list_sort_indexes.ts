import { MysqlAdapter, sql, type Kysely } from 'kysely';

// Every sort a growing list offers is read in an index's order (tests/api/list-sort-indexes.test.ts).
// Measured with bench/money.ts's seed (1,000,000 payments, 100,000 audit entries, 50,000 tickets,
// 20,000 videos), one page each, MariaDB / SQLite, before:
// - payments by amount: 800 / 60 ms. Their index held (amount, created_at), but the list breaks ties by
//   id: MariaDB sorted every payment, SQLite every run of one amount. Now (amount, id).
// - the audit log by action: 75 / 60 ms, no index.
// - tickets by opening time: 40 / 40 ms (150 ms oldest first on SQLite), no index.
// - videos by duration, size or title: 4–21 / 3–10 ms, no index.
// Each ends in the id, the lists' tie-breaker, which SQLite and InnoDB also append to an index themselves.
const SORT_INDEXES = [
  { name: 'payments_amount', table: 'payments', columns: ['amount', 'id'] },
  { name: 'audit_log_action', table: 'audit_log', columns: ['action', 'id'] },
  { name: 'support_tickets_created_at', table: 'support_tickets', columns: ['created_at', 'id'] },
  { name: 'videos_duration', table: 'videos', columns: ['duration_seconds', 'id'] },
  { name: 'videos_size', table: 'videos', columns: ['size_bytes', 'id'] },
  { name: 'videos_title', table: 'videos', columns: ['title', 'id'] },
];

const isMysql = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof MysqlAdapter;

/** SQLite's index names are the schema's, MariaDB's the table's: `drop index … on` is MariaDB's alone. */
function dropIndex(db: Kysely<unknown>, name: string, table: string) {
  const drop = db.schema.dropIndex(name);
  return (isMysql(db) ? drop.on(table) : drop).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropIndex(db, 'payments_amount', 'payments');
  for (const index of SORT_INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  // A SQLite database someone analyzed plans by its statistics, and an index without them looks
  // selective: the payments in an amount range, newest first, went from the time index (0.7 ms at a
  // million) to sorting every payment in the range (620 ms). MariaDB counts a new index itself.
  if (isMysql(db)) return;
  const { rows } = await sql<{ analyzed: number }>`select count(*) as analyzed from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (Number(rows[0]?.analyzed)) for (const index of SORT_INDEXES) await sql`analyze ${sql.id(index.name)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of SORT_INDEXES) await dropIndex(db, index.name, index.table);
  await db.schema.createIndex('payments_amount').on('payments').columns(['amount', 'created_at']).execute();
}
