import type { Locks } from '../../coordination/locks';
import { createTaskRunner } from '../../coordination/task-runner';
import type { Db } from '../../db';
import { refreshPlannerStatistics } from '../../db/planner-statistics';
import { log } from '../../logging/logger';
import type { GiftService } from '../gifts/service';
import type { PaymentService } from '../payments/service';
import type { SupportService } from '../support/service';
import type { TwoFactorService } from '../two-factor/service';
import type { ViewService } from '../views/service';
import type { VideoService } from '../videos/service';

const MINUTE_MS = 60_000;

/**
 * The background housekeeping. Every instance runs it; each task runs in one of them per period:
 * top-ups abandoned at the gateway expire, page views past their days go, attachment files no
 * message names are removed, admins' sign-in challenges past their five minutes go, a gift's publishing
 * run that died with its process is resumed, the play ids of sessions of watching long over are
 * forgotten, and SQLite's query planner gets statistics of the data once the tables outgrow its last.
 */
export function createHousekeeping({
  db,
  locks,
  payments,
  views,
  support,
  gifts,
  videos,
  twoFactor,
}: {
  db: Db;
  locks: Locks;
  payments: PaymentService;
  views: ViewService;
  support: SupportService;
  gifts: GiftService;
  videos: Pick<VideoService, 'forgetOldPlayIds'>;
  twoFactor: TwoFactorService;
}) {
  return createTaskRunner({
    locks,
    tasks: [
      // Often enough that a payer who gave up sees "failed" soon after the hour.
      { name: 'payments.expire-abandoned', everyMs: 5 * MINUTE_MS, run: (signal) => payments.expireAbandoned(signal) },
      { name: 'views.remove-expired', everyMs: 60 * MINUTE_MS, run: (signal) => views.removeExpired(signal) },
      // Each minute (and at start-up, the first tick): a crashed run waits at most its lease and this.
      { name: 'gifts.resume-publishing', everyMs: MINUTE_MS, run: (signal) => gifts.resumePublishing(signal) },
      { name: 'two-factor.remove-expired-challenges', everyMs: 60 * MINUTE_MS, run: () => twoFactor.deleteExpiredChallenges() },
      { name: 'support.sweep-orphan-attachments', everyMs: 60 * MINUTE_MS, run: (signal) => support.sweepOrphanAttachments(signal) },
      { name: 'videos.forget-old-play-ids', everyMs: 60 * MINUTE_MS, run: () => videos.forgetOldPlayIds() },
      // Hourly it only compares a few highest ids with the last statistics; it makes new ones when a table has doubled.
      { name: 'database.planner-statistics', everyMs: 60 * MINUTE_MS, run: (signal) => refreshPlannerStatistics(db, signal) },
    ],
    onError: (task, error) => log.error({ err: error, task }, 'a housekeeping task failed'),
  });
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
