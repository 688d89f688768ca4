import { log } from '../../logging/logger';
import type { Clock } from '../../clock';
import type { Db, Dialect } from '../../db';
import type { Job } from '../../db/schema';
import { AppError } from '../../errors';
import { messageIn } from '../../i18n/messages';
import type { Sender } from '../../notify/sender';
import { jobsRepository, lowBalanceRepository } from './repository';
import type { PublicJob } from '../../../shared/contracts/notification-jobs.schemas';

export const LOW_BALANCE_JOB = 'no_balance_notification';
/** A user is texted about a low balance at most once in this long. */
export const LOW_BALANCE_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Users read, marked and texted together; progress is written after each batch. */
export const LOW_BALANCE_BATCH = 100;
/** A job that wrote no progress for this long died with its process; the next start replaces it. */
export const STALLED_AFTER_MS = 5 * 60 * 1000;

const toPublicJob = (job: Job): PublicJob => ({
  id: Number(job.id),
  kind: job.kind,
  status: job.status,
  total: Number(job.total),
  done: Number(job.done),
  created_at: Number(job.created_at),
  started_at: job.started_at === null ? null : Number(job.started_at),
  finished_at: job.finished_at === null ? null : Number(job.finished_at),
});

export function createNotificationJobService({ db, dialect, clock, sender }: { db: Db; dialect: Dialect; clock: Clock; sender: Sender }) {
  const jobs = jobsRepository(db);
  const notices = lowBalanceRepository(db, dialect);
  /** Runs of this process, so tests (and a graceful stop) can wait for them. */
  const running = new Set<Promise<void>>();

  const isStalled = (job: Job, now: number) => now - Number(job.heartbeat_at ?? job.created_at) >= STALLED_AFTER_MS;

  /**
   * Texts every due user in batches. Each batch is marked notified before its texts go: a run that
   * dies midway may leave a marked user untexted, but never texts anyone twice in the interval.
   */
  async function runLowBalance(id: number): Promise<void> {
    try {
      const startedAt = clock.now();
      await jobs.start(id, startedAt);
      const notifiedBefore = startedAt - LOW_BALANCE_NOTICE_INTERVAL_MS;
      await jobs.recordProgress(id, { total: await notices.countDue(notifiedBefore), heartbeat_at: startedAt });
      let done = 0;
      let afterId = 0;
      for (;;) {
        const batch = await notices.nextDue(notifiedBefore, afterId, LOW_BALANCE_BATCH);
        if (batch.length === 0) break;
        await notices.markNotified(
          batch.map((user) => user.id),
          clock.now(),
        );
        for (const user of batch) {
          const text = messageIn('fa', 'LOW_BALANCE_TEXT', { balance: user.balance, minimum: user.min_balance });
          // One failed text does not stop the others; the user stays marked and is texted again after the interval.
          await sender
            .send({ channel: 'sms', to: user.mobile, text })
            .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'sending a low-balance text failed'));
        }
        done += batch.length;
        afterId = batch.at(-1)!.id;
        // Ended meanwhile as stalled and replaced: the new run goes on from the marks.
        if (!(await jobs.recordProgress(id, { done, heartbeat_at: clock.now() }))) return;
      }
      await jobs.finish(id, { status: 'done', at: clock.now(), total: done });
    } catch (error) {
      log.error({ err: error, jobId: id }, 'the low-balance job failed');
      await jobs.finish(id, { status: 'failed', at: clock.now(), error: String(error) }).catch(() => undefined);
    }
  }

  return {
    /**
     * Starts the low-balance job, or gives the one already running (on any instance): the job's
     * kind is a unique key while it runs. A job that stopped reporting is ended as failed and replaced.
     */
    async startLowBalance(adminId: number): Promise<{ job: PublicJob; isNew: boolean }> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const now = clock.now();
        const id = await jobs.createActive({ kind: LOW_BALANCE_JOB, status: 'queued', total: 0, done: 0, created_by: adminId, created_at: now });
        if (id !== undefined) {
          const job = await jobs.findById(id);
          const run = runLowBalance(id).finally(() => running.delete(run));
          running.add(run);
          return { job: toPublicJob(job!), isNew: true };
        }
        const active = await jobs.findActive(LOW_BALANCE_JOB);
        if (!active) continue; // It finished between the two statements.
        if (!isStalled(active, now)) return { job: toPublicJob(active), isNew: false };
        await jobs.finish(active.id, { status: 'failed', at: now, error: 'stalled' });
      }
      throw new Error('The low-balance job could neither start nor be found');
    },

    async find(id: number): Promise<PublicJob> {
      const job = await jobs.findById(id);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      return toPublicJob(job);
    },

    /** Resolves when the runs this process started have ended. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type NotificationJobService = ReturnType<typeof createNotificationJobService>;
