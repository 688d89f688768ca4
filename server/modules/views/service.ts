import type { Insertable } from 'kysely';
import type { Clock } from '../../clock';
import { inBatches } from '../../coordination/batches';
import type { Db, Dialect } from '../../db';
import { daySeries } from '../../db/day-series';
import type { PageViewsTable } from '../../db/schema';
import type { Env } from '../../env';
import { sha256 } from '../../security/tokens';
import type { SessionService } from '../sessions/service';
import { DAY_MS, tehranDayNumber, tehranDayStart, tehranDayStartOf } from '../../../shared/tehran-time';
import { anonymizeIp } from './anonymize-ip';
import { createBatchBuffer } from './batch-buffer';
import { viewsRepository } from './repository';
import type { ViewChartRequest, ViewListRequest } from '../../../shared/contracts/views.schemas';

/** How long a view may wait in memory, and how many may wait, before they are written in one INSERT. */
export const VIEW_BATCH = { flushEveryMs: 1000, maxRows: 200 } as const;
/** A visitor's views of one page within one slot of this length (aligned to the clock) count once. */
export const VIEW_REPEAT_SLOT_MS = 5 * 60 * 1000;
export const CHART_DEFAULT_DAYS = 30;
/**
 * Rows deleted per statement when old views go: a whole month at once could be millions, one long
 * statement holding locks and growing the log; in pieces, requests go on between them.
 */
export const DELETE_CHUNK_ROWS = 5_000;

/** What is known of a visit when it happens; the address is anonymised before it is held. */
interface VisitContext {
  ip: string;
  userAgent: string;
  referrer: string | null | undefined;
}

/** A view waiting to be written: the row, and for a page the hash of the visitor's user token, resolved to a user at write time. */
interface PendingView {
  row: Insertable<PageViewsTable>;
  tokenHash: string | undefined;
}

const clip = (text: string | null | undefined, length: number) => (text ? text.slice(0, length) : null);

export function createViewService({
  db,
  dialect,
  clock,
  env,
  sessions,
}: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  env: Pick<Env, 'PAGE_VIEWS_KEEP_DAYS'>;
  sessions: SessionService;
}) {
  const views = viewsRepository(db, dialect);

  /**
   * What makes a page view a repeat: the visitor, the path and the slot. The visitor is the user when
   * the token names one, else the anonymised address with the browser; never the token itself, or
   * a made-up token on every request would be a new visitor each time.
   */
  const visitKeyOf = (row: Insertable<PageViewsTable>, userId: number | undefined) => {
    const visitor = userId === undefined ? `address ${row.ip} ${row.user_agent}` : `user ${userId}`;
    return sha256(`${visitor}\n${row.path}\n${Math.floor(Number(row.created_at) / VIEW_REPEAT_SLOT_MS)}`).slice(0, 32);
  };

  async function write(pending: PendingView[]): Promise<void> {
    const hashes = [...new Set(pending.flatMap((view) => (view.tokenHash ? [view.tokenHash] : [])))];
    const users = await sessions.userIdsByTokenHash(hashes);
    await views.insertMany(
      pending.map(({ row, tokenHash }) => {
        if (row.kind !== 'page') return row;
        const userId = tokenHash === undefined ? undefined : users.get(tokenHash);
        return { ...row, user_id: userId ?? null, visit_key: visitKeyOf(row, userId) };
      }),
    );
  }

  const buffer = createBatchBuffer<PendingView>({
    write,
    ...VIEW_BATCH,
    onError: (error) => console.error('Page views could not be written', error),
  });

  const rowOf = (visit: VisitContext, fields: Pick<Insertable<PageViewsTable>, 'kind' | 'path' | 'video_id' | 'user_id'>): Insertable<PageViewsTable> => ({
    ...fields,
    ip: anonymizeIp(visit.ip),
    user_agent: visit.userAgent.slice(0, 255),
    referrer: clip(visit.referrer, 500),
    created_at: clock.now(),
    visit_key: null,
  });

  return {
    /**
     * Holds a page view to be written with the next batch. `userToken` is the visitor's user token if
     * any: only its hash is held, and the user is looked up when the batch is written, so recording
     * costs the page no query.
     */
    recordPage(visit: VisitContext & { path: string; userToken?: string | undefined }): void {
      buffer.push({
        row: rowOf(visit, { kind: 'page', path: visit.path.slice(0, 500), video_id: null, user_id: null }),
        tokenHash: visit.userToken ? sha256(visit.userToken) : undefined,
      });
    },
    /** Holds a play of a video (its download or stream starting), by a known user or none. */
    recordVideoPlay(play: VisitContext & { videoId: number; userId: number | null }): void {
      buffer.push({
        row: rowOf(play, { kind: 'video_play', path: `/videos/${play.videoId}`, video_id: play.videoId, user_id: play.userId }),
        tokenHash: undefined,
      });
    },
    /** Deletes the views older than the days kept (the housekeeping), a piece at a time until done or `signal` aborts; answers how many. */
    async removeExpired(signal: AbortSignal): Promise<number> {
      const before = clock.now() - env.PAGE_VIEWS_KEEP_DAYS * DAY_MS;
      return inBatches(DELETE_CHUNK_ROWS, signal, () => views.deleteOlderThan(before, DELETE_CHUNK_ROWS));
    },
    /** Writes the held views now: on shutdown, and in tests. */
    flush: () => buffer.flush(),
    list: (request: ViewListRequest) => views.list(request),
    /** Views per Tehran day over the range (the last 30 days up to `to`, or today, by default), keyed by Jalali date. */
    async chart(request: ViewChartRequest) {
      const until = (request.to ? tehranDayStartOf(request.to) : tehranDayStart(clock.now())) + DAY_MS;
      const since = request.from ? tehranDayStartOf(request.from) : until - CHART_DEFAULT_DAYS * DAY_MS;
      const { path, user_id, kind } = request;
      const rows = await views.perDay({ path, user_id, kind }, since, until);
      return { days: daySeries(rows, tehranDayNumber(since), Math.round((until - since) / DAY_MS)) };
    },
    /** Page views since a time (the dashboard's "views today"). */
    countPagesSince: (since: number) => views.countSince(since),
    /** Page views per Tehran day number since a time, for the dashboard's chart. */
    pagesPerDay: (since: number) => views.perDay({ kind: 'page' }, since, Number.MAX_SAFE_INTEGER),
  };
}

export type ViewService = ReturnType<typeof createViewService>;
