import { describe, expect } from 'vitest';
import { DAY_MS, TEHRAN_OFFSET_MS } from '../../shared/tehran-time';
import { jalaliDayKey } from '../../shared/format';
import { createViewService, DELETE_CHUNK_ROWS } from '../../server/modules/views/service';
import { eventLoopTurnsDuring } from '../support/event-loop';
import { adminToken, apiTest, dialects, expectErrorEnvelope, registerVerifiedUser, type TestApi } from '../support/test-api';

const visit = { ip: '203.0.113.77', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', referrer: 'https://example.com/from' };

/** The Tehran day `daysAgo` before the clock's, as the list's day filters take it (Gregorian YYYY-MM-DD). */
const tehranDay = (api: TestApi, daysAgo = 0) => new Date(api.clock.now() - daysAgo * DAY_MS + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

async function recordPages(api: TestApi, paths: string[], extra: { userToken?: string } = {}) {
  for (const path of paths) api.services.views.recordPage({ ...visit, path, ...extra });
  await api.services.views.flush();
}

const list = async (api: TestApi, query = '', token?: string) => api.request('GET', `/admin/views/list${query}`, { token: token ?? (await adminToken(api)) });
const pathsOf = async (api: TestApi, query: string, token?: string) => {
  const page = await list(api, query, token);
  expect(page.status, page.text).toBe(200);
  return page.body.data.items.map((item: { path: string }) => item.path);
};

describe.each(dialects)('page views on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('recording', () => {
    it('a page view is listed with its path, time, anonymised address, browser and referrer', async ({ api }) => {
      await recordPages(api, ['/p/wallet']);
      const [row] = (await list(api)).body.data.items;
      expect(row).toMatchObject({
        kind: 'page',
        path: '/p/wallet',
        ip: '203.0.113.0',
        user_agent: visit.userAgent,
        referrer: visit.referrer,
        user_id: null,
        user_name: null,
        video_id: null,
        created_at: api.clock.now(),
      });
    });

    it('views wait in memory until their batch is written', async ({ api }) => {
      const token = await adminToken(api);
      const rows = async () =>
        Number(
          (
            await api.services.db
              .selectFrom('page_views')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Read at once: the batch's timer (VIEW_BATCH.flushEveryMs, real time) would write it a moment later.
      api.services.views.recordPage({ ...visit, path: '/' });
      expect(await rows()).toBe(0);
      await api.services.views.flush();
      expect((await list(api, '', token)).body.data.total).toBe(1);
    });

    it('a signed-in visitor’s views name the user; a stranger’s token names no one', async ({ api }) => {
      const { token, user } = await registerVerifiedUser(api, { name: 'نگار' });
      api.services.views.recordPage({ ...visit, path: '/p/dashboard', userToken: token });
      api.services.views.recordPage({ ...visit, path: '/p/profile', userToken: 'not-a-token' });
      await api.services.views.flush();
      const rows = (await list(api, '?sort=created_at:asc')).body.data.items;
      expect(rows.map((row: { path: string; user_id: number | null; user_name: string | null }) => [row.path, row.user_id, row.user_name])).toEqual([
        ['/p/dashboard', user.id, 'نگار'],
        ['/p/profile', null, null],
      ]);
    });

    it('a video play is recorded with its video and user', async ({ api }) => {
      const { user } = await registerVerifiedUser(api);
      api.services.views.recordVideoPlay({ videoId: 7, userId: user.id, ip: '2001:db8:85a3:8d3:1319:8a2e:370:7348', userAgent: 'VLC/3.0', referrer: null });
      await api.services.views.flush();
      const [row] = (await list(api, '?kind=video_play')).body.data.items;
      expect(row).toMatchObject({ kind: 'video_play', video_id: 7, user_id: user.id, path: '/videos/7', ip: '2001:db8:85a3::', referrer: null });
      expect((await list(api, '?kind=page')).body.data.total).toBe(0);
    });

    it('long paths, browsers and referrers are cut to their columns', async ({ api }) => {
      api.services.views.recordPage({
        path: `/${'a'.repeat(600)}`,
        ip: 'local',
        userAgent: 'u'.repeat(400),
        referrer: `https://example.com/${'r'.repeat(600)}`,
      });
      await api.services.views.flush();
      const [row] = (await list(api)).body.data.items;
      expect([row.path.length, row.user_agent.length, row.referrer.length, row.ip]).toEqual([500, 255, 500, '']);
    });
  });

  describe.concurrent('repeated views', () => {
    const MINUTE_MS = 60 * 1000;
    const pageRows = async (api: TestApi) =>
      (await api.services.db.selectFrom('page_views').select(['path', 'user_id', 'ip']).where('kind', '=', 'page').orderBy('id').execute()).map((row) => ({
        ...row,
        user_id: row.user_id === null ? null : Number(row.user_id),
      }));

    it('a visitor reloading a page a hundred times within a few minutes is one view', async ({ api }) => {
      for (let reload = 0; reload < 100; reload += 1) {
        api.services.views.recordPage({ ...visit, path: '/p/wallet' });
        if (reload % 25 === 24) api.clock.advance(MINUTE_MS);
      }
      await api.services.views.flush();
      expect(await pageRows(api)).toEqual([{ path: '/p/wallet', user_id: null, ip: '203.0.113.0' }]);
    });

    it('the same visitor on another page, another visitor on the page, and the visitor again after the five minutes are views of their own', async ({
      api,
    }) => {
      await recordPages(api, ['/p/wallet', '/p/wallet', '/p/videos']);
      api.services.views.recordPage({ ...visit, path: '/p/wallet', ip: '198.51.100.7' });
      api.services.views.recordPage({ ...visit, path: '/p/wallet', userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1' });
      api.clock.advance(5 * MINUTE_MS);
      await recordPages(api, ['/p/wallet']);
      expect((await pageRows(api)).map((row) => `${row.path} ${row.ip}`)).toEqual([
        '/p/wallet 203.0.113.0',
        '/p/videos 203.0.113.0',
        '/p/wallet 198.51.100.0',
        '/p/wallet 203.0.113.0',
        '/p/wallet 203.0.113.0',
      ]);
    });

    it('a signed-in user is one visitor from any address, and made-up tokens do not make a visitor new', async ({ api }) => {
      const { token, user } = await registerVerifiedUser(api);
      api.services.views.recordPage({ ...visit, path: '/p/dashboard', userToken: token });
      api.services.views.recordPage({ ...visit, path: '/p/dashboard', userToken: token, ip: '198.51.100.7' });
      for (let guess = 0; guess < 20; guess += 1) api.services.views.recordPage({ ...visit, path: '/login', userToken: `made-up-${guess}` });
      await api.services.views.flush();
      expect(await pageRows(api)).toEqual([
        { path: '/p/dashboard', user_id: user.id, ip: '203.0.113.0' },
        { path: '/login', user_id: null, ip: '203.0.113.0' },
      ]);
    });

    it('two instances recording one visitor’s repeat view count it once: what was seen lives in the table, not in either process', async ({ api }) => {
      const other = createViewService({ db: api.services.db, dialect: api.services.dialect, clock: api.clock, env: api.env, sessions: api.services.sessions });
      api.services.views.recordPage({ ...visit, path: '/p/wallet' });
      await api.services.views.flush();
      other.recordPage({ ...visit, path: '/p/wallet' });
      await other.flush();
      expect(await pageRows(api)).toHaveLength(1);
    });
  });

  describe.concurrent('how long views are kept', () => {
    it('views older than 180 days are deleted by the housekeeping, younger ones stay', async ({ api }) => {
      await recordPages(api, ['/old']);
      api.clock.advance(100 * DAY_MS);
      await recordPages(api, ['/younger']);
      api.clock.advance(80 * DAY_MS);
      await api.services.housekeeping.runDue();
      expect(await pathsOf(api, '')).toEqual(['/younger', '/old']);
      api.clock.advance(DAY_MS);
      await api.services.housekeeping.runDue();
      expect(await pathsOf(api, '')).toEqual(['/younger']);
    });

    it('a backlog of old views is deleted in pieces, the server answering between them', async ({ api }) => {
      const old = 2 * DELETE_CHUNK_ROWS + 1;
      const createdAt = api.clock.now();
      for (let from = 0; from < old; from += 1_000) {
        const rows = Array.from({ length: Math.min(1_000, old - from) }, () => ({
          kind: 'page' as const,
          path: '/old',
          ip: '203.0.113.0',
          user_agent: '',
          created_at: createdAt,
        }));
        await api.services.db.insertInto('page_views').values(rows).execute();
      }
      api.clock.advance(181 * DAY_MS);

      const turns = await eventLoopTurnsDuring(() => api.services.views.removeExpired(new AbortController().signal));
      expect(await api.services.db.selectFrom('page_views').select('id').limit(1).execute()).toEqual([]);
      expect(turns).toBeGreaterThanOrEqual(2);
    });
  });

  describe.concurrent('the list', () => {
    it('a path filter takes the path and everything under it', async ({ api }) => {
      await recordPages(api, ['/p', '/p/wallet', '/profile', '/admin/users']);
      expect((await pathsOf(api, '?path=/p&sort=created_at:asc')).sort()).toEqual(['/p', '/p/wallet']);
      expect(await pathsOf(api, '?path=/admin/')).toEqual(['/admin/users']);
    });

    it('a path filter takes % and _ literally', async ({ api }) => {
      await recordPages(api, ['/a_b/x', '/axb/x', '/a%b/x']);
      expect(await pathsOf(api, '?path=/a_b')).toEqual(['/a_b/x']);
    });

    it('a user filter shows that user’s views only', async ({ api }) => {
      const { token, user } = await registerVerifiedUser(api);
      await recordPages(api, ['/p/wallet'], { userToken: token });
      await recordPages(api, ['/login']);
      expect(await pathsOf(api, `?user_id=${user.id}`)).toEqual(['/p/wallet']);
    });

    it('the search finds views by the viewer’s name in Arabic letters and by path', async ({ api }) => {
      const { token } = await registerVerifiedUser(api, { name: 'علی کریمی' });
      await recordPages(api, ['/p/wallet'], { userToken: token });
      await recordPages(api, ['/register']);
      expect(await pathsOf(api, `?search=${encodeURIComponent('كريمي')}`)).toEqual(['/p/wallet']);
      expect(await pathsOf(api, '?search=regis')).toEqual(['/register']);
    });

    it('a date range takes whole Tehran days, both ends included', async ({ api }) => {
      await recordPages(api, ['/three-days-ago']);
      api.clock.advance(2 * DAY_MS);
      await recordPages(api, ['/yesterday']);
      api.clock.advance(DAY_MS);
      await recordPages(api, ['/today']);
      expect(await pathsOf(api, `?from=${tehranDay(api, 1)}&to=${tehranDay(api, 1)}`)).toEqual(['/yesterday']);
      expect(await pathsOf(api, `?from=${tehranDay(api, 1)}`)).toEqual(['/today', '/yesterday']);
      expect(await pathsOf(api, `?to=${tehranDay(api, 2)}`)).toEqual(['/three-days-ago']);
    });

    it.for([
      ['a path not starting with /', 'path=p/wallet'],
      ['a user id that is not a number', 'user_id=abc'],
      ['an unknown kind', 'kind=click'],
      ['a day that is not a date', 'from=1403-13-40'],
      ['a start after the end', 'from=2026-02-02&to=2026-02-01'],
      ['a sort it does not allow', 'sort=path:asc'],
    ] as const)('%s is refused in Persian with 422', async ([, query], { api }) => {
      const refused = await list(api, `?${query}`);
      expect(refused.status, refused.text).toBe(422);
      expectErrorEnvelope(refused);
    });

    it('an admin without views.view gets 403 from the list and the chart', async ({ api }) => {
      const token = await adminToken(api, { permissions: ['contact_us.view'] });
      expect((await list(api, '', token)).status).toBe(403);
      expect((await api.request('GET', '/admin/views/chart', { token })).status).toBe(403);
    });
  });

  describe.concurrent('the chart and the dashboard', () => {
    it('the chart counts views per Jalali day over the last 30 days, quiet days as zero', async ({ api }) => {
      await recordPages(api, ['/a', '/b']);
      api.clock.advance(2 * DAY_MS);
      await recordPages(api, ['/c']);
      const chart = await api.request('GET', '/admin/views/chart', { token: await adminToken(api) });
      expect(chart.status, chart.text).toBe(200);
      const days = chart.body.data.days as { date: string; value: number }[];
      expect(days).toHaveLength(30);
      expect(days.at(-1)).toEqual({ date: jalaliDayKey(api.clock.now()), value: 1 });
      expect(days.at(-3)).toEqual({ date: jalaliDayKey(api.clock.now() - 2 * DAY_MS), value: 2 });
      expect(days.reduce((sum, day) => sum + day.value, 0)).toBe(3);
    });

    it('the chart takes the list’s filters and a range of its own', async ({ api }) => {
      await recordPages(api, ['/p/wallet', '/login']);
      const token = await adminToken(api);
      const chart = await api.request('GET', `/admin/views/chart?path=/p&from=${tehranDay(api, 6)}&to=${tehranDay(api)}`, { token });
      expect(chart.body.data.days).toHaveLength(7);
      expect(chart.body.data.days.at(-1).value).toBe(1);
    });

    it('a chart range over 366 days is refused with 422', async ({ api }) => {
      const refused = await api.request('GET', '/admin/views/chart?from=2024-01-01&to=2025-12-31', { token: await adminToken(api) });
      expect(refused.status, refused.text).toBe(422);
      expectErrorEnvelope(refused);
    });

    it('the dashboard counts today’s page views and charts them by day, video plays apart', async ({ api }) => {
      await recordPages(api, ['/yesterday']);
      api.clock.advance(DAY_MS);
      await recordPages(api, ['/', '/login']);
      api.services.views.recordVideoPlay({ videoId: 1, userId: null, ip: 'local', userAgent: '', referrer: null });
      await api.services.views.flush();
      const dashboard = (await api.request('GET', '/admin/dashboard', { token: await adminToken(api) })).body.data;
      expect(dashboard.counts.views_today).toBe(2);
      expect(dashboard.series.views.slice(-2).map((day: { value: number }) => day.value)).toEqual([1, 2]);
    });
  });

  describe.concurrent('with PAGE_VIEWS_KEEP_DAYS=30', () => {
    const itKeeping30 = apiTest(dialect, { env: { PAGE_VIEWS_KEEP_DAYS: '30' } });

    itKeeping30('views older than 30 days are deleted, thousands of them in one run', async ({ api }) => {
      await recordPages(
        api,
        Array.from({ length: 5_100 }, (_, index) => `/old/${index}`),
      );
      api.clock.advance(20 * DAY_MS);
      await recordPages(api, ['/younger']);
      api.clock.advance(11 * DAY_MS);
      await api.services.housekeeping.runDue();
      expect(await pathsOf(api, '')).toEqual(['/younger']);
    });
  });
});
