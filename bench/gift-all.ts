/**
 * `npm run bench:gift-all`: speed issue 20's gift to every user, on SQLite and on MySQL/MariaDB (a
 * database created for the run when BENCH_MYSQL_URL or TEST_MYSQL_URL names a server; the dialect is
 * skipped otherwise). For each: seeds GIFT_USERS users (200,000; bench/seed-money.ts, no payments),
 * boots the services in this process on that database (nothing is built or served: the run is the
 * gifts service's own background run, as the publish call starts it), publishes a gift to all users and
 * waits for the run to end, then prints
 *
 * - the total time from the publish call to the gift published, and how long the call itself took;
 * - how many batches (transactions) the run took, and the longest one: the longest any user's row
 *   lock was held (target ≤ 1 s);
 * - that every verified user got exactly one ledger credit of the gift, and the gift's counts agree.
 *
 * Tunables: GIFT_USERS, GIFT_DIALECTS (`sqlite,mysql`), GIFT_BATCH (users a batch; the service's own size by default). Writes gift-all.json into bench/support's RESULTS_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap, closeInfrastructure } from '../server/bootstrap';
import { formatTable, freshBenchDatabase, inProcessEnv, verdict, writeResult } from './support';
import { seedMoney } from './seed-money';

const USERS = Number(process.env.GIFT_USERS ?? 200_000);
const DIALECTS = (process.env.GIFT_DIALECTS ?? 'sqlite,mysql').split(',');
const BATCH = process.env.GIFT_BATCH ? Number(process.env.GIFT_BATCH) : undefined;
const LONGEST_TRANSACTION_TARGET_MS = 1_000;
const GIFT_AMOUNT = 50_000;

interface DialectFigures {
  dialect: string;
  users: number;
  seedSeconds: number;
  publishCallMs: number;
  totalSeconds: number;
  batches: number;
  longestTransactionMs: number;
  medianTransactionMs: number;
  batchesOverTarget: number;
  credited: number;
  verifiedUsers: number;
  usersCreditedTwice: number;
  isEveryUserCreditedOnce: boolean;
}

async function runDialect(dialect: string): Promise<DialectFigures | undefined> {
  const database = await freshBenchDatabase(dialect, 'gift_all');
  if (!database) return undefined;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-gift-all-run-'));
  try {
    console.info(`\n=== ${dialect}: seeding ${USERS} users ===`);
    const seeded = await seedMoney(database.url, { users: USERS, payments: 0, log: (line) => console.info(`  ${line}`) });
    const services = await bootstrap({ ...inProcessEnv(runDir), DATABASE_URL: database.url });
    try {
      const { db, gifts } = services;
      const admin = await db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
      const adminId = Number(admin.id);
      const gift = await gifts.create(adminId, { title: 'هدیهٔ همگانی', amount: GIFT_AMOUNT, audience: 'all' });

      if (BATCH) gifts.seams.batchSize = BATCH;
      const transactionMs: number[] = [];
      gifts.seams.afterAudienceBatch = (batch) => void transactionMs.push(batch.transactionMs);
      const started = performance.now();
      const answer = await gifts.publish(gift.id, adminId);
      const publishCallMs = performance.now() - started;
      console.info(`  publish answered ${answer.gift.status} (${answer.gift.target_count} users) in ${publishCallMs.toFixed(0)} ms`);
      await gifts.idle();
      const totalSeconds = (performance.now() - started) / 1000;

      const published = await db.selectFrom('gifts').select(['status', 'recipients_count']).where('id', '=', gift.id).executeTakeFirstOrThrow();
      const perUser = await db
        .selectFrom('ledger_entries')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', '=', 'gift')
        .where('reference', 'like', `gift:${gift.id}:%`)
        .groupBy('user_id')
        .execute();
      const verified = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deleted_at', 'is', null)
        .where('is_verified', '=', 1)
        .executeTakeFirstOrThrow();
      const usersCreditedTwice = perUser.filter((row) => Number(row.n) !== 1).length;
      const verifiedUsers = Number(verified.n);
      const sorted = [...transactionMs].sort((a, b) => a - b);
      return {
        dialect,
        users: USERS,
        seedSeconds: seeded.seconds,
        publishCallMs,
        totalSeconds,
        batches: transactionMs.length,
        longestTransactionMs: sorted.at(-1) ?? 0,
        medianTransactionMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        batchesOverTarget: sorted.filter((ms) => ms > LONGEST_TRANSACTION_TARGET_MS).length,
        credited: perUser.length,
        verifiedUsers,
        usersCreditedTwice,
        isEveryUserCreditedOnce:
          published.status === 'published' &&
          usersCreditedTwice === 0 &&
          perUser.length === verifiedUsers &&
          Number(published.recipients_count) === verifiedUsers,
      };
    } finally {
      await closeInfrastructure(services);
    }
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
    await database.cleanup();
  }
}

const figures: DialectFigures[] = [];
for (const dialect of DIALECTS) {
  const result = await runDialect(dialect);
  if (result) figures.push(result);
}

console.info(
  '\n' +
    formatTable(
      [
        'dialect',
        'users',
        'publish call',
        'total',
        'batches',
        'longest batch (lock held)',
        'median batch',
        'batches over 1 s',
        'credited once each',
        'verdict',
      ],
      figures.map((figure) => [
        figure.dialect,
        figure.users,
        `${figure.publishCallMs.toFixed(0)} ms`,
        `${figure.totalSeconds.toFixed(1)} s`,
        figure.batches,
        `${figure.longestTransactionMs.toFixed(0)} ms`,
        `${figure.medianTransactionMs.toFixed(0)} ms`,
        figure.batchesOverTarget,
        figure.isEveryUserCreditedOnce ? `yes (${figure.credited})` : `NO (${figure.credited} of ${figure.verifiedUsers}, ${figure.usersCreditedTwice} twice)`,
        verdict(figure.isEveryUserCreditedOnce && figure.longestTransactionMs <= LONGEST_TRANSACTION_TARGET_MS),
      ]),
    ),
);
console.info(`\nWrote ${writeResult('gift-all.json', { users: USERS, figures, loadAverage: os.loadavg() })}`);
if (figures.some((figure) => !figure.isEveryUserCreditedOnce || figure.longestTransactionMs > LONGEST_TRANSACTION_TARGET_MS)) process.exitCode = 1;
