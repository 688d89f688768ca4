/**
 * What recording a page view costs the process, in-process on a fresh SQLite database: the part a
 * page request pays (deciding it is a view, reading the cookie, hashing the token, anonymising the
 * address, holding the row) and the batched writes, per view. Compare with an SSR render's time from
 * load.ts (milliseconds): on a machine shared with other work, load.ts alone cannot tell a few
 * microseconds per page from noise.
 * Run `npx tsx bench/page-views.ts` (VIEWS_COUNT, default 50,000).
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../server/bootstrap';
import { pageViewRecorder } from '../server/modules/views/page-requests';
import { inProcessEnv } from './support';

const COUNT = Number(process.env.VIEWS_COUNT ?? 50_000);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-views-'));
  try {
    const services = await bootstrap(inProcessEnv(dir));
    const record = pageViewRecorder(services.views, 0);
    // A visitor's repeat views within minutes count once, so each view comes from a visitor of its own.
    const requests = Array.from({ length: COUNT }, (_, index) => ({
      method: 'GET',
      url: '/p/dashboard?tab=1',
      headers: {
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.${index}`,
        cookie: `settings=%7B%7D; user_token=${'not-a-live-token'.padEnd(43, '0')}`,
        referer: 'https://example.com/',
      },
      socket: { remoteAddress: '203.0.113.77' },
    }));
    const responses = Array.from({ length: COUNT }, () => Object.assign(new EventEmitter(), { statusCode: 200 }));

    const started = process.hrtime.bigint();
    for (const [index, response] of responses.entries()) {
      record(requests[index]!, response);
      response.emit('finish');
    }
    const held = process.hrtime.bigint();
    await services.views.flush();
    const written = process.hrtime.bigint();

    const count = await services.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const perViewUs = (ns: bigint) => (Number(ns) / 1000 / COUNT).toFixed(2);
    console.info(`${COUNT} views (${Number(count.n)} rows written)`);
    console.info(`  on the request (decide, hash, anonymise, hold): ${perViewUs(held - started)} µs a view`);
    console.info(`  batched writes (${COUNT / 200} INSERTs of 200 rows, off the request): ${perViewUs(written - held)} µs a view`);
    await services.db.destroy();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
