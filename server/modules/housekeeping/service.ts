import type { Locks } from '../../coordination/locks';
import { createTaskRunner } from '../../coordination/task-runner';
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
 * run that died with its process is resumed, and the play ids of sessions of watching long over are
 * forgotten.
 */
export function createHousekeeping({
  locks,
  payments,
  views,
  support,
  gifts,
  videos,
  twoFactor,
}: {
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
    ],
    onError: (task, error) => log.error({ err: error, task }, 'a housekeeping task failed'),
  });
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
