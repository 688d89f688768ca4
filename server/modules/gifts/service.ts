import type { Clock } from '../../clock';
import { nextTurn } from '../../coordination/batches';
import { whileHolding, type Locks } from '../../coordination/locks';
import { inTransaction, type Db, type Executor } from '../../db';
import type { Gift } from '../../db/schema';
import { AppError } from '../../errors';
import { log } from '../../logging/logger';
import type { LedgerService } from '../ledger/service';
import { giftsRepository } from './repository';
import type { GiftCreateInput, GiftDetail, GiftListRequest, GiftPreview, GiftUpdateInput, PublicGift } from '../../../shared/contracts/gifts.schemas';

/** The ledger reference of one gift's credit to one user: the ledger's unique cause makes it once. */
export const giftReference = (giftId: number, userId: number) => `gift:${giftId}:${userId}`;

const USER_OPTIONS_LIMIT = 20;
/**
 * A publishing run's lease: renewed every third of it while the run goes on; a run whose process died
 * frees the gift for the sweep within it.
 */
const PUBLISH_LEASE_MS = 30_000;

export function createGiftService({ db, clock, ledger, locks }: { db: Db; clock: Clock; ledger: LedgerService; locks: Locks }) {
  const gifts = giftsRepository(db);
  /** Runs this process started, so a shutdown (and a test) can wait for them. */
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();

  /**
   * A publish credits its users this many at a time (one ledger statement and one balance statement
   * each); a whole audience's batch is also one transaction, measured by bench/gift-all.ts.
   * Test and bench seams, never set otherwise: `batchSize` to credit in smaller batches; `afterBatch`
   * runs after each batch of chosen users inside the publish's transaction, so a test can make a
   * publish fail half-way; `afterAudienceBatch` runs after each committed batch of a background run,
   * with how long its transaction took, and a throw there stops the run as a crash would.
   */
  const seams: {
    batchSize: number;
    afterBatch?: (credited: number) => void | Promise<void>;
    afterAudienceBatch?: (batch: { credited: number; transactionMs: number }) => void | Promise<void>;
  } = { batchSize: 500 };

  const toPublicGift = (gift: Gift): PublicGift => ({
    id: gift.id,
    title: gift.title,
    amount: gift.amount,
    audience: gift.audience,
    expires_at: gift.expires_at,
    is_expired: gift.status === 'draft' && gift.expires_at !== null && gift.expires_at <= clock.now(),
    status: gift.status,
    recipients_count: gift.recipients_count,
    total_amount: gift.total_amount,
    target_count: gift.target_count,
    created_by: gift.created_by,
    published_by: gift.published_by,
    created_at: gift.created_at,
    updated_at: gift.updated_at,
    published_at: gift.published_at,
  });

  /** The draft, locked; a gift publishing or published is no longer to be changed. */
  async function lockDraft(id: number, trx: Executor): Promise<Gift> {
    const gift = await gifts.lock(id, trx);
    if (!gift) throw new AppError('GIFT_NOT_FOUND');
    if (gift.status !== 'draft') throw new AppError('GIFT_PUBLISHED_LOCKED');
    return gift;
  }

  /** Chosen users must be users a gift may go to: an unknown or deleted one is a 422, not silently dropped. */
  async function checkUsers(userIds: readonly number[]): Promise<void> {
    const live = await gifts.liveUserIds(userIds);
    if (live.length !== userIds.length) throw new AppError('GIFT_USERS_UNKNOWN');
  }

  function checkExpiry(expiresAt: number | null | undefined): void {
    if (expiresAt != null && expiresAt <= clock.now()) throw new AppError('GIFT_EXPIRY_PAST');
  }

  async function previewOf(gift: Gift): Promise<GiftPreview> {
    if (gift.status === 'published') return { recipients_count: gift.recipients_count, total_amount: gift.total_amount };
    if (gift.status === 'publishing') return { recipients_count: gift.target_count, total_amount: gift.target_count * gift.amount };
    const count = await gifts.countTargets(gift);
    return { recipients_count: count, total_amount: count * gift.amount };
  }

  /** One ledger statement and one balance statement for a batch of users, whatever its size. */
  const creditBatch = (gift: Gift, userIds: number[], trx: Executor) =>
    ledger.creditEach({ userIds, amount: gift.amount, kind: 'gift', referenceOf: (userId) => giftReference(gift.id, userId), description: gift.title }, trx);

  /** Credits a draft's chosen users in the publishing transaction and marks it published. */
  async function creditChosenUsers(gift: Gift, adminId: number, trx: Executor): Promise<Gift> {
    const targets = await gifts.targetIds(gift, trx);
    if (targets.length === 0) throw new AppError('GIFT_NO_RECIPIENTS');
    for (let start = 0; start < targets.length; start += seams.batchSize) {
      const userIds = targets.slice(start, start + seams.batchSize);
      await creditBatch(gift, userIds, trx);
      await seams.afterBatch?.(start + userIds.length);
    }
    const now = clock.now();
    const published = {
      status: 'published' as const,
      recipients_count: targets.length,
      total_amount: targets.length * gift.amount,
      target_count: targets.length,
      published_by: adminId,
      published_at: now,
      updated_at: now,
    };
    await gifts.update(gift.id, published, trx);
    return { ...gift, ...published };
  }

  /**
   * Marks a whole-audience draft publishing, its audience frozen at the users registered so far: one
   * who registers during the run is not half-in. Credits nobody; the background run does.
   */
  async function freezeAudience(gift: Gift, adminId: number, trx: Executor): Promise<Gift> {
    const cutoffId = await gifts.highestUserId(trx);
    const targetCount = await gifts.countTargets(gift, trx);
    if (targetCount === 0) throw new AppError('GIFT_NO_RECIPIENTS');
    const publishing = {
      status: 'publishing' as const,
      audience_cutoff_id: cutoffId,
      credited_through_id: 0,
      target_count: targetCount,
      published_by: adminId,
      updated_at: clock.now(),
    };
    await gifts.update(gift.id, publishing, trx);
    return { ...gift, ...publishing };
  }

  async function runPublishing(id: number, signal: AbortSignal = stopping.signal): Promise<boolean> {
    const ran = await whileHolding(locks, `gift-publish:${id}`, PUBLISH_LEASE_MS, async () => {
      for (;;) {
        if (signal.aborted || stopping.signal.aborted) return true;
        const startedAt = performance.now();
        const { isDone, credited } = await service.creditNextBatch(id);
        await seams.afterAudienceBatch?.({ credited, transactionMs: performance.now() - startedAt });
        if (isDone) return true;
        await nextTurn();
      }
    });
    return ran !== null;
  }

  /** Runs the gift in the background of this process; a run that fails is resumed by the sweep. */
  function startRun(id: number): void {
    const run = runPublishing(id)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, giftId: id }, 'a gift publishing run stopped; the sweep resumes it'))
      .finally(() => running.delete(run));
    running.add(run);
  }

  const service = {
    seams,

    async list(request: GiftListRequest) {
      const page = await gifts.list(request);
      return { ...page, items: page.items.map(toPublicGift) };
    },

    async detail(id: number): Promise<GiftDetail> {
      const gift = await gifts.findById(id);
      if (!gift) throw new AppError('GIFT_NOT_FOUND');
      return { gift: toPublicGift(gift), users: gift.audience === 'users' ? await gifts.chosenUsers(id) : [], preview: await previewOf(gift) };
    },

    userOptions: (search: string | undefined) => gifts.userOptions(search, USER_OPTIONS_LIMIT),

    async create(adminId: number, input: GiftCreateInput): Promise<PublicGift> {
      checkExpiry(input.expires_at);
      const userIds = input.audience === 'users' ? (input.user_ids ?? []) : [];
      await checkUsers(userIds);
      const now = clock.now();
      const values = {
        title: input.title,
        amount: input.amount,
        audience: input.audience,
        expires_at: input.expires_at ?? null,
        status: 'draft' as const,
        recipients_count: 0,
        total_amount: 0,
        audience_cutoff_id: null,
        credited_through_id: 0,
        target_count: 0,
        created_by: adminId,
        published_by: null,
        created_at: now,
        updated_at: now,
        published_at: null,
      };
      const id = await inTransaction(db, async (trx) => {
        const created = await gifts.create(values, trx);
        await gifts.setUsers(created, userIds, trx);
        return created;
      });
      return toPublicGift({ id, ...values });
    },

    /** Changes a draft; the fields not sent stay. Refused with 409 once the gift is published. */
    async update(id: number, input: GiftUpdateInput): Promise<{ gift: PublicGift; changed: string[] }> {
      if (input.expires_at !== undefined) checkExpiry(input.expires_at);
      if (input.user_ids) await checkUsers(input.user_ids);
      return inTransaction(db, async (trx) => {
        const gift = await lockDraft(id, trx);
        const audience = input.audience ?? gift.audience;
        const chosen = audience === 'users' ? (input.user_ids ?? (await gifts.chosenUserIds(id, trx))) : [];
        if (audience === 'users' && chosen.length === 0) throw new AppError('GIFT_USERS_REQUIRED');
        const changes = {
          ...(input.title !== undefined && { title: input.title }),
          ...(input.amount !== undefined && { amount: input.amount }),
          ...(input.audience !== undefined && { audience: input.audience }),
          ...(input.expires_at !== undefined && { expires_at: input.expires_at }),
          updated_at: clock.now(),
        };
        await gifts.update(id, changes, trx);
        if (input.user_ids !== undefined || input.audience !== undefined) await gifts.setUsers(id, chosen, trx);
        const changed = Object.keys(changes).filter((key) => key !== 'updated_at');
        if (input.user_ids !== undefined) changed.push('user_ids');
        return { gift: toPublicGift({ ...gift, ...changes }), changed };
      });
    },

    async delete(id: number): Promise<PublicGift> {
      return inTransaction(db, async (trx) => {
        const gift = await lockDraft(id, trx);
        await gifts.delete(id, trx);
        return toPublicGift(gift);
      });
    },

    /**
     * Publishes the draft. Chosen users (at most MAX_CHOSEN_USERS) are credited before the answer, in
     * one transaction: a failure anywhere rolls every credit back, and the next publish starts from
     * nothing. A whole audience (everyone, or those below their minimum) could be 200,000 users, too
     * many row locks for one transaction: it is frozen as `publishing` and credited in batches by a
     * background run (creditNextBatch), and the answer is the gift with its progress so far.
     * The gift's row is locked first, so concurrent publishes queue and each after the first finds it
     * publishing or published and answers it unchanged; each credit's ledger cause `gift:<id>:<user>` is
     * unique besides, so no path can credit a user twice. Users are credited in id order (see the
     * ledger's note on deadlocks).
     */
    async publish(id: number, adminId: number): Promise<{ gift: PublicGift; isRepeat: boolean }> {
      const outcome = await inTransaction(db, async (trx) => {
        const gift = await gifts.lock(id, trx);
        if (!gift) throw new AppError('GIFT_NOT_FOUND');
        if (gift.status !== 'draft') return { gift, isRepeat: true };
        const now = clock.now();
        if (gift.expires_at !== null && gift.expires_at <= now) throw new AppError('GIFT_EXPIRED');
        return { gift: await (gift.audience === 'users' ? creditChosenUsers(gift, adminId, trx) : freezeAudience(gift, adminId, trx)), isRepeat: false };
      });
      if (!outcome.isRepeat && outcome.gift.status === 'publishing') startRun(id);
      return { gift: toPublicGift(outcome.gift), isRepeat: outcome.isRepeat };
    },

    /**
     * Credits the next batch of a publishing gift in one short transaction, and marks it published
     * when its audience is done. The gift's row is locked first and the progress cursor moves in the
     * same transaction as the credits: a batch cut short by a crash left nothing, one that committed
     * is never read again, and two runs that overlap (a lease lost to a stall) queue on the row.
     */
    async creditNextBatch(id: number): Promise<{ isDone: boolean; credited: number }> {
      return inTransaction(db, async (trx) => {
        const gift = await gifts.lock(id, trx);
        if (!gift || gift.status !== 'publishing') return { isDone: true, credited: 0 };
        const userIds = await gifts.nextTargetIds(
          gift,
          { afterId: gift.credited_through_id, cutoffId: gift.audience_cutoff_id ?? 0, limit: seams.batchSize },
          trx,
        );
        await creditBatch(gift, userIds, trx);
        const now = clock.now();
        const isDone = userIds.length < seams.batchSize;
        await gifts.update(
          id,
          {
            recipients_count: gift.recipients_count + userIds.length,
            total_amount: gift.total_amount + userIds.length * gift.amount,
            credited_through_id: userIds.at(-1) ?? gift.credited_through_id,
            updated_at: now,
            ...(isDone && { status: 'published' as const, published_at: now }),
          },
          trx,
        );
        return { isDone, credited: userIds.length };
      });
    },

    /**
     * Runs a publishing gift's batches to the end, holding its lease so that one instance at a time
     * runs it; false, without running, when another holds it. Stops between batches once `signal`
     * aborts (a shutdown); whoever runs it next goes on from the cursor.
     */
    runPublishing,

    /** The periodic sweep: resumes the publishing gifts whose run died with its process; answers how many it ran. */
    async resumePublishing(signal: AbortSignal): Promise<number> {
      let resumed = 0;
      for (const id of await gifts.publishingIds()) {
        if (signal.aborted) break;
        if (await runPublishing(id, signal)) resumed++;
      }
      return resumed;
    },

    /** Stops this process's runs between batches and resolves when they have stopped (a shutdown). */
    async stopRuns(): Promise<void> {
      stopping.abort();
      await Promise.all([...running]);
    },

    /** Resolves when the runs this process started have ended. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
  return service;
}

export type GiftService = ReturnType<typeof createGiftService>;
