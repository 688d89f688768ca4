/**
 * Seeds the money tables for bench/money.ts: 200,000 users and 1,000,000 payments (70 % paid, each
 * paid one with its ledger entry `payment:<id>`, and every balance set to the sum of its ledger), in
 * a SQLite file or a MySQL/MariaDB database, by multi-row inserts in transactions of a few thousand,
 * then the other searched lists in proportion to the users (a quarter as many support tickets, a tenth
 * as many videos, half as many audit entries by 1,000 admins, the first of them the bench's own super
 * admin), then indexes their search texts (server/db/search-index.ts).
 *
 *   npx tsx bench/seed-money.ts file:/tmp/money.sqlite            # or mysql://root@127.0.0.1:3306/bench_money
 *   SEED_USERS=20000 SEED_PAYMENTS=100000 npx tsx bench/seed-money.ts file:/tmp/small.sqlite
 *
 * The schema comes from the app's own migrations; rows are written straight through the driver (the
 * bench measures reads, and a million inserts through the app would take an hour). Deterministic:
 * the same counts give the same rows. Payments run from a year before SEED_NOW to SEED_NOW, ids in
 * time order as a live table's are.
 */
import { foldForSearch } from '../shared/search-text';
import { dialectOf, migrateToLatest, openDatabase } from '../server/db';
import {
  backfillSearchTrigrams,
  backfillUsersByNameTrigrams,
  backfillUsersQuadgrams,
  SEARCH_INDEXED_TABLES,
  trigramTableOf,
  USERS_BY_NAME_TRIGRAMS,
  USERS_QUADGRAMS,
} from '../server/db/search-index';
import { hashPassword } from '../server/security/password';
import { PERMISSION_KEYS } from '../shared/contracts/permissions';
import { BENCH_ADMIN } from './support';

export interface MoneySeedOptions {
  users?: number;
  payments?: number;
  /** Epoch ms of the newest payment. */
  now?: number;
  log?: (line: string) => void;
}

export interface MoneySeedResult {
  users: number;
  payments: number;
  ledgerEntries: number;
  seconds: number;
}

const FIRST = ['علی', 'مریم', 'رضا', 'زهرا', 'محمد', 'فاطمه', 'حسین', 'نرگس', 'امیر', 'سارا', 'مهدی', 'لیلا', 'کاوه', 'شیرین', 'بهرام', 'یاسمن'];
const LAST = [
  'احمدی',
  'رضایی',
  'محمدی',
  'حسینی',
  'کریمی',
  'موسوی',
  'جعفری',
  'کاظمی',
  'رحیمی',
  'صادقی',
  'نوری',
  'قاسمی',
  'تهرانی',
  'شیرازی',
  'کرمانی',
  'یزدی',
  'اصفهانی',
];
const DESCRIPTIONS = ['شارژ کیف پول', 'افزایش اعتبار', null, 'خرید بسته', '=cmd|/C calc', null, 'شارژ، فوری "ویژه"', null];
/**
 * Each payment's status and why it failed. A top-up the payer abandoned is seeded as the housekeeping
 * leaves it an hour later, failed as expired: seeded pending, the bench server's first housekeeping
 * run expired 100,000 of them while it was being measured.
 */
const PAID = { status: 'paid', reason: null } as const;
const OUTCOMES = [
  PAID,
  PAID,
  PAID,
  PAID,
  PAID,
  PAID,
  PAID,
  { status: 'failed', reason: 'cancelled' },
  { status: 'failed', reason: 'unpaid' },
  { status: 'failed', reason: 'expired' },
] as const;
const TICKET_SUBJECTS = ['پرداخت ناموفق', 'مشکل ورود به جلسه', 'کیفیت صدا', 'درخواست بازگشت وجه', 'تغییر شماره همراه', 'فاکتور رسمی'];
const VIDEO_TITLES = ['جلسهٔ هفتگی', 'کلاس ریاضی', 'وبینار فروش', 'جلسهٔ هیئت مدیره', 'Workshop'];
const AUDIT_ACTIONS = ['users.update', 'users.balance_adjust', 'gifts.publish', 'admins.update', 'support.reply'];
const ADMINS = 1_000;
const YEAR_MS = 365 * 86_400_000;
const BATCH = 2_000;

export const seedUserName = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
export const seedUserMobile = (i: number) => `0912${String(i).padStart(7, '0')}`;
/** Admin 1 is the bench's super admin (the app seeds one only into an empty admins table); the rest are named like users. */
export const seedAdminUsername = (i: number) => (i === 1 ? BENCH_ADMIN.username : `operator${String(i).padStart(4, '0')}`);

/** Writes rows into a table by multi-row INSERTs, one transaction per batch. */
interface Writer {
  columns(table: string): Promise<Set<string>>;
  insert(table: string, columns: readonly string[], rows: unknown[][]): Promise<void>;
  run(sql: string): Promise<void>;
  close(): Promise<void>;
}

async function sqliteWriter(file: string): Promise<Writer> {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const statements = new Map<string, ReturnType<typeof db.prepare>>();
  return {
    async columns(table) {
      return new Set((db.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
    },
    async insert(table, columns, rows) {
      // SQLite allows 32,766 parameters a statement: chunks of 500 rows stay below it for any table here.
      const perStatement = 500;
      const statementFor = (count: number) => {
        const key = `${table}:${count}`;
        let statement = statements.get(key);
        if (!statement) {
          const row = `(${columns.map(() => '?').join(',')})`;
          statement = db.prepare(`insert into ${table} (${columns.join(',')}) values ${Array(count).fill(row).join(',')}`);
          statements.set(key, statement);
        }
        return statement;
      };
      db.transaction(() => {
        for (let i = 0; i < rows.length; i += perStatement) {
          const part = rows.slice(i, i + perStatement);
          statementFor(part.length).run(part.flat());
        }
      })();
    },
    async run(sql) {
      db.exec(sql);
    },
    async close() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

async function mysqlWriter(url: string): Promise<Writer> {
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: url, timezone: 'Z', charset: 'utf8mb4' });
  await connection.query('set unique_checks = 0');
  return {
    async columns(table) {
      const [rows] = await connection.query(`show columns from ${table}`);
      return new Set((rows as { Field: string }[]).map((c) => c.Field));
    },
    async insert(table, columns, rows) {
      await connection.beginTransaction();
      await connection.query(`insert into ${table} (${columns.join(',')}) values ?`, [rows]);
      await connection.commit();
    },
    async run(sql) {
      await connection.query(sql);
    },
    async close() {
      await connection.end();
    },
  };
}

/** Migrates the database named by `url` and fills it; the database must be empty (freshly created). */
export async function seedMoney(url: string, options: MoneySeedOptions = {}): Promise<MoneySeedResult> {
  const users = options.users ?? 200_000;
  const payments = options.payments ?? 1_000_000;
  const now = options.now ?? Date.UTC(2026, 10, 22, 12, 0);
  const log = options.log ?? (() => undefined);
  const started = performance.now();

  const app = await openDatabase(url);
  await migrateToLatest(app);
  await app.destroy();

  const writer = dialectOf(url) === 'mysql' ? await mysqlWriter(url) : await sqliteWriter(url.replace(/^file:/, ''));
  try {
    // users.search_text arrives with the admin users list; filled when the schema has it.
    const userColumns = await writer.columns('users');
    const withSearch = userColumns.has('search_text');
    const columns = [
      'id',
      'name',
      'mobile',
      'email',
      'password_hash',
      'is_verified',
      'min_balance',
      'created_at',
      'updated_at',
      ...(withSearch ? ['search_text'] : []),
    ];
    for (let from = 1; from <= users; from += BATCH) {
      const rows: unknown[][] = [];
      for (let i = from; i < from + BATCH && i <= users; i++) {
        const name = seedUserName(i);
        const mobile = seedUserMobile(i);
        const email = i % 2 === 0 ? `user${i}@example.com` : null;
        const createdAt = now - 2 * YEAR_MS + Math.floor((i / users) * 2 * YEAR_MS);
        const row: unknown[] = [i, name, mobile, email, 'scrypt$disabled', 1, i % 5 === 0 ? 200_000 : 0, createdAt, createdAt];
        if (withSearch) row.push(foldForSearch([name, mobile, email].filter(Boolean).join(' ')));
        rows.push(row);
      }
      await writer.insert('users', columns, rows);
    }
    log(`users: ${users} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const paymentColumns = [
      'id',
      'user_id',
      'amount',
      'status',
      'gateway',
      'authority',
      'gateway_reference',
      'description',
      'card_pan',
      'search_text',
      'created_at',
      'paid_at',
      'updated_at',
      'failure_reason',
    ];
    const ledgerColumns = ['user_id', 'amount', 'kind', 'reference', 'description', 'admin_id', 'created_at'];
    let ledgerEntries = 0;
    for (let from = 1; from <= payments; from += BATCH) {
      const rows: unknown[][] = [];
      const ledger: unknown[][] = [];
      for (let j = from; j < from + BATCH && j <= payments; j++) {
        const userIndex = 1 + ((j * 7919) % users);
        const { status, reason } = OUTCOMES[j % OUTCOMES.length]!;
        const amount = 10_000 * (1 + ((j * 31) % 500));
        const createdAt = now - YEAR_MS + Math.floor((j / payments) * YEAR_MS);
        const paidAt = status === 'paid' ? createdAt + 45_000 : null;
        const authority = `S${String(j).padStart(10, '0')}`;
        const reference = status === 'paid' ? String(100_000_000 + j) : null;
        const search = foldForSearch([seedUserName(userIndex), seedUserMobile(userIndex), authority, reference].filter(Boolean).join(' ')).slice(0, 255);
        rows.push([
          j,
          userIndex,
          amount,
          status,
          'sandbox',
          authority,
          reference,
          DESCRIPTIONS[j % DESCRIPTIONS.length],
          status === 'paid' ? '6037-99**-****-1234' : null,
          search,
          createdAt,
          paidAt,
          paidAt ?? createdAt,
          reason,
        ]);
        if (paidAt !== null) ledger.push([userIndex, amount, 'payment', `payment:${j}`, null, null, paidAt]);
      }
      await writer.insert('payments', paymentColumns, rows);
      await writer.insert('ledger_entries', ledgerColumns, ledger);
      ledgerEntries += ledger.length;
      if (((from - 1) / BATCH) % 100 === 99 || from + BATCH > payments)
        log(`payments: ${Math.min(from + BATCH - 1, payments)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    // Every balance is the sum of its ledger, as the ledger module keeps it.
    await writer.run(
      dialectOf(url) === 'mysql'
        ? 'update users u join (select user_id, sum(amount) total from ledger_entries group by user_id) l on l.user_id = u.id set u.balance = l.total'
        : 'update users set balance = coalesce((select sum(amount) from ledger_entries where ledger_entries.user_id = users.id), 0)',
    );
    await seedSearchedLists(writer, { users, now });
    log(`admins, audit entries, support tickets and videos in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The rows came past the repositories, so their search index is built here as the migration builds it.
    const indexed = await openDatabase(url);
    try {
      for (const table of SEARCH_INDEXED_TABLES) await backfillSearchTrigrams(indexed, table);
      await backfillUsersByNameTrigrams(indexed);
      await backfillUsersQuadgrams(indexed);
    } finally {
      await indexed.destroy();
    }
    log(`search trigrams indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (dialectOf(url) === 'sqlite') await writer.run('analyze');
    else
      await writer.run(
        `analyze table users, payments, ledger_entries, admins, audit_log, support_tickets, videos, ${SEARCH_INDEXED_TABLES.map(trigramTableOf).join(', ')}, ${USERS_BY_NAME_TRIGRAMS}, ${USERS_QUADGRAMS}`,
      );
    const seconds = (performance.now() - started) / 1000;
    log(`ledger entries: ${ledgerEntries}; balances set; ${seconds.toFixed(1)} s in all`);
    return { users, payments, ledgerEntries, seconds };
  } finally {
    await writer.close();
  }
}

/** The lists other than users and payments that search an indexed text, sized after the users: enough rows that a scan shows. */
async function seedSearchedLists(writer: Writer, { users, now }: { users: number; now: number }): Promise<void> {
  const admins: unknown[][] = [];
  const superPasswordHash = await hashPassword(BENCH_ADMIN.password);
  for (let i = 1; i <= ADMINS; i++) {
    const name = i === 1 ? 'مدیر کل' : seedUserName(i * 37);
    const username = seedAdminUsername(i);
    const isSuper = i === 1;
    admins.push([
      i,
      name,
      username,
      isSuper ? superPasswordHash : 'scrypt$disabled',
      JSON.stringify(isSuper ? PERMISSION_KEYS : ['users.view']),
      isSuper ? 1 : 0,
      1,
      now - YEAR_MS,
      now - YEAR_MS,
      foldForSearch(`${name} ${username}`),
    ]);
  }
  await writer.insert(
    'admins',
    ['id', 'name', 'username', 'password_hash', 'permissions', 'is_super', 'is_active', 'created_at', 'updated_at', 'search_text'],
    admins,
  );

  const auditColumns = ['admin_id', 'action', 'target_type', 'target_id', 'details', 'ip', 'created_at'];
  const audits = Math.floor(users / 2);
  for (let from = 1; from <= audits; from += BATCH) {
    const rows: unknown[][] = [];
    for (let k = from; k < from + BATCH && k <= audits; k++) {
      const isAboutAdmin = k % 5 === 0;
      rows.push([
        1 + ((k * 13) % ADMINS),
        AUDIT_ACTIONS[k % AUDIT_ACTIONS.length],
        isAboutAdmin ? 'admin' : 'user',
        String(isAboutAdmin ? 1 + ((k * 7) % ADMINS) : 1 + ((k * 7919) % users)),
        null,
        `10.${k % 256}.${(k >> 8) % 256}.0`,
        now - YEAR_MS + Math.floor((k / audits) * YEAR_MS),
      ]);
    }
    await writer.insert('audit_log', auditColumns, rows);
  }

  const ticketColumns = ['id', 'user_id', 'unit_id', 'subject', 'status', 'created_at', 'updated_at', 'last_activity_at', 'closed_at', 'search_text'];
  const tickets = Math.floor(users / 4);
  for (let from = 1; from <= tickets; from += BATCH) {
    const rows: unknown[][] = [];
    for (let t = from; t < from + BATCH && t <= tickets; t++) {
      const subject = `${TICKET_SUBJECTS[t % TICKET_SUBJECTS.length]} ${t}`;
      const createdAt = now - YEAR_MS + Math.floor((t / tickets) * YEAR_MS);
      const isClosed = t % 3 === 0;
      // Migration 012 made units 1 and 2.
      rows.push([
        t,
        1 + ((t * 7919) % users),
        1 + (t % 2),
        subject,
        isClosed ? 'closed' : 'open',
        createdAt,
        createdAt,
        createdAt,
        isClosed ? createdAt : null,
        foldForSearch(subject),
      ]);
    }
    await writer.insert('support_tickets', ticketColumns, rows);
  }

  const videoColumns = ['id', 'title', 'owner_id', 'duration_seconds', 'size_bytes', 'file_name', 'content_sha256', 'created_by', 'created_at', 'search_text'];
  const videos = Math.floor(users / 10);
  for (let from = 1; from <= videos; from += BATCH) {
    const rows: unknown[][] = [];
    for (let v = from; v < from + BATCH && v <= videos; v++) {
      const owner = 1 + ((v * 7919) % users);
      const title = `${VIDEO_TITLES[v % VIDEO_TITLES.length]} ${v}`;
      const searchText = foldForSearch([title, seedUserName(owner), seedUserMobile(owner)].join(' ')).slice(0, 255);
      const sha = String(v).padStart(64, '0');
      rows.push([v, title, owner, 3_600, 100_000_000, `${sha.slice(32)}.mp4`, sha, 1, now - YEAR_MS + Math.floor((v / videos) * YEAR_MS), searchText]);
    }
    await writer.insert('videos', videoColumns, rows);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: npx tsx bench/seed-money.ts <file:/path.sqlite | mysql://user@host:port/database>');
    process.exit(2);
  }
  const result = await seedMoney(url, {
    users: process.env.SEED_USERS ? Number(process.env.SEED_USERS) : undefined,
    payments: process.env.SEED_PAYMENTS ? Number(process.env.SEED_PAYMENTS) : undefined,
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(result));
}
