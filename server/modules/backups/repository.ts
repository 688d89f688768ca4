import { sql } from 'kysely';
import type { Db, Dialect } from '../../db';

/** What the database's own check reports wrong: `PRAGMA integrity_check` on SQLite, CHECK TABLE of every table on MySQL. Empty when whole. */
export async function integrityProblems(db: Db, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
    return rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
  }
  const { rows: tables } = await sql<{
    name: string;
  }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'`.execute(db);
  if (tables.length === 0) return [];
  const list = sql.join(tables.map((table) => sql.id(table.name)));
  const { rows } = await sql<{ Table: string; Msg_type: string; Msg_text: string }>`CHECK TABLE ${list}`.execute(db);
  return rows.filter((row) => row.Msg_type === 'error' || (row.Msg_type === 'status' && row.Msg_text !== 'OK')).map((row) => `${row.Table}: ${row.Msg_text}`);
}
