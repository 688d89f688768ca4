import type { Clock } from '../../clock';
import { inTransaction, type Db, type Executor } from '../../db';
import type { Gift } from '../../db/schema';
import { AppError } from '../../errors';
import type { LedgerService } from '../ledger/service';
import { giftsRepository } from './repository';
import type { GiftCreateInput, GiftDetail, GiftListRequest, GiftPreview, GiftUpdateInput, PublicGift } from '../../../shared/contracts/gifts.schemas';

/** The ledger reference of one gift's credit to one user: the ledger's unique cause makes it once. */
export const giftReference = (giftId: number, userId: number) => `gift:${giftId}:${userId}`;

const USER_OPTIONS_LIMIT = 20;

export function createGiftService({ db, clock, ledger }: { db: Db; clock: Clock; ledger: LedgerService }) {
  const gifts = giftsRepository(db);

  /**
   * A publish credits its users this many at a time (one ledger statement and one balance statement
   * each), so an audience of every user is a few hundred statements, not two per user.
   * Test seams, never set otherwise: `batchSize` to credit in smaller batches, `afterBatch` runs after
   * each batch inside the publish's transaction, so a test can make a publish fail half-way.
   */
  const seams: { batchSize: number; afterBatch?: (credited: number) => void | Promise<void> } = { batchSize: 500 };

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
    created_by: gift.created_by,
    published_by: gift.published_by,
    created_at: gift.created_at,
    updated_at: gift.updated_at,
    published_at: gift.published_at,
  });

  /** The draft, locked; a published gift is no longer to be changed. */
  async function lockDraft(id: number, trx: Executor): Promise<Gift> {
    const gift = await gifts.lock(id, trx);
    if (!gift) throw new AppError('GIFT_NOT_FOUND');
    if (gift.status === 'published') throw new AppError('GIFT_PUBLISHED_LOCKED');
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
    const count = await gifts.countTargets(gift);
    return { recipients_count: count, total_amount: count * gift.amount };
  }

  return {
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
     * Credits every target once and marks the gift published, all in one transaction: a failure
     * anywhere rolls every credit back, and the next publish starts from nothing. The gift's row is
     * locked first, so concurrent publishes queue and each after the first finds it published and
     * answers it unchanged; each credit's ledger cause `gift:<id>:<user>` is unique besides, so no
     * path can credit a user twice. Users are credited in id order (see the ledger's note on deadlocks).
     */
    async publish(id: number, adminId: number): Promise<{ gift: PublicGift; isRepeat: boolean }> {
      return inTransaction(db, async (trx) => {
        const gift = await gifts.lock(id, trx);
        if (!gift) throw new AppError('GIFT_NOT_FOUND');
        if (gift.status === 'published') return { gift: toPublicGift(gift), isRepeat: true };
        const now = clock.now();
        if (gift.expires_at !== null && gift.expires_at <= now) throw new AppError('GIFT_EXPIRED');
        const targets = await gifts.targetIds(gift, trx);
        if (targets.length === 0) throw new AppError('GIFT_NO_RECIPIENTS');
        for (let start = 0; start < targets.length; start += seams.batchSize) {
          const userIds = targets.slice(start, start + seams.batchSize);
          await ledger.creditEach(
            { userIds, amount: gift.amount, kind: 'gift', referenceOf: (userId) => giftReference(gift.id, userId), description: gift.title },
            trx,
          );
          await seams.afterBatch?.(start + userIds.length);
        }
        const published = {
          status: 'published' as const,
          recipients_count: targets.length,
          total_amount: targets.length * gift.amount,
          published_by: adminId,
          published_at: now,
          updated_at: now,
        };
        await gifts.update(id, published, trx);
        return { gift: toPublicGift({ ...gift, ...published }), isRepeat: false };
      });
    },
  };
}

export type GiftService = ReturnType<typeof createGiftService>;
