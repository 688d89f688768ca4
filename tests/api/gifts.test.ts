import { describe, expect } from 'vitest';
import { giftReference } from '../../server/modules/gifts/service';
import { eventLoopTurnsDuring } from '../support/event-loop';
import { expectBalancesMatchLedger } from '../support/ledger';
import {
  adminToken,
  apiTest,
  dialects,
  expectErrorEnvelope,
  PERSIAN_LETTERS,
  registerPendingUser,
  registerVerifiedUser,
  uniqueMobile,
  type TestApi,
} from '../support/test-api';

/** A user written straight to the table (no password to hash): verified unless said, balance 0. */
async function insertUser(
  api: TestApi,
  fields: { name?: string; mobile?: string; min_balance?: number; is_verified?: number; deleted_at?: number | null } = {},
): Promise<number> {
  const now = api.clock.now();
  const inserted = await api.services.db
    .insertInto('users')
    .values({
      name: fields.name ?? 'کاربر هدیه',
      mobile: fields.mobile ?? uniqueMobile(),
      email: null,
      password_hash: 'scrypt$disabled',
      is_verified: fields.is_verified ?? 1,
      min_balance: fields.min_balance ?? 0,
      created_at: now,
      updated_at: now,
      deleted_at: fields.deleted_at ?? null,
    })
    .executeTakeFirstOrThrow();
  return Number(inserted.insertId);
}

const balancesOf = async (api: TestApi, ids: number[]) => {
  const rows = await api.services.db.selectFrom('users').select(['id', 'balance']).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((row) => Number(row.balance));
};

const giftEntries = (api: TestApi) =>
  api.services.db.selectFrom('ledger_entries').select(['user_id', 'amount', 'reference']).where('kind', '=', 'gift').orderBy('user_id').execute();

function giftCalls(api: TestApi, token: string) {
  return {
    create: (body: Record<string, unknown>, headers?: Record<string, string>) => api.request('POST', '/admin/gifts/create', { token, body, headers }),
    single: (id: number) => api.request('PATCH', `/admin/gifts/${id}/single`, { token }),
    update: (id: number, body: Record<string, unknown>) => api.request('PATCH', `/admin/gifts/${id}/update`, { token, body }),
    remove: (id: number) => api.request('DELETE', `/admin/gifts/${id}/delete`, { token }),
    publish: (id: number, headers?: Record<string, string>) => api.request('PATCH', `/admin/gifts/${id}/publish`, { token, headers }),
    list: (query = '') => api.request('GET', `/admin/gifts/list${query}`, { token }),
  };
}

/** A draft for chosen users; returns its id. */
async function draftFor(gifts: ReturnType<typeof giftCalls>, userIds: number[], fields: Record<string, unknown> = {}) {
  const created = await gifts.create({ title: 'هدیهٔ نوروز', amount: 50_000, audience: 'users', user_ids: userIds, ...fields });
  expect(created.status, created.text).toBe(201);
  return created.body.data.gift.id as number;
}

describe.each(dialects)('gifts on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('drafts', () => {
    it('an admin creates a draft for chosen users, which the audit log records', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const [a, b] = [await insertUser(api), await insertUser(api)];
      const created = await gifts.create({ title: '  هدیهٔ نوروز ', amount: 50_000, audience: 'users', user_ids: [b, a, b] });

      expect(created.status, created.text).toBe(201);
      expect(created.body.data.gift).toMatchObject({
        title: 'هدیهٔ نوروز',
        amount: 50_000,
        audience: 'users',
        status: 'draft',
        recipients_count: 0,
        expires_at: null,
        is_expired: false,
      });
      const single = await gifts.single(created.body.data.gift.id);
      expect(single.body.data.users.map((user: { id: number }) => user.id)).toEqual([a, b]);
      expect(single.body.data.preview).toEqual({ recipients_count: 2, total_amount: 100_000 });
      const audit = await api.services.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id']).where('action', 'like', 'gift.%').execute();
      expect(audit).toEqual([{ action: 'gift.create', target_type: 'gift', target_id: String(created.body.data.gift.id) }]);
    });

    it.for([
      ['zero', 0],
      ['negative', -1],
      ['a fraction', 1.5],
      ['far too large', 1e20],
      ['text', '1e3'],
      ['missing', undefined],
    ] as const)('an amount that is %s is refused in Persian with 422', async ([, amount], { api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const refused = await gifts.create({ title: 'هدیه', amount, audience: 'all' });
      expect(refused.status, refused.text).toBe(422);
      expectErrorEnvelope(refused);
      expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      expect(await api.services.db.selectFrom('gifts').select('id').execute()).toEqual([]);
    });

    it('a gift for chosen users needs at least one, and every one a live user', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const deleted = await insertUser(api, { deleted_at: api.clock.now() });
      expect((await gifts.create({ title: 'هدیه', amount: 1000, audience: 'users', user_ids: [] })).status).toBe(422);
      const withDeleted = await gifts.create({ title: 'هدیه', amount: 1000, audience: 'users', user_ids: [deleted] });
      expect(withDeleted.status).toBe(422);
      expect(withDeleted.body.data.code).toBe('GIFT_USERS_UNKNOWN');
    });

    it('a registration never verified cannot be chosen for a gift, nor offered as a choice', async ({ api }) => {
      const token = await adminToken(api);
      const pending = await registerPendingUser(api, { name: 'منتظر تایید' });
      const refused = await giftCalls(api, token).create({ title: 'هدیه', amount: 1000, audience: 'users', user_ids: [pending.id] });
      expect(refused.status).toBe(422);
      expect(refused.body.data.code).toBe('GIFT_USERS_UNKNOWN');
      const options = await api.request('GET', `/admin/gifts/user_options?search=${encodeURIComponent('منتظر')}`, { token });
      expect(options.body.data.items).toEqual([]);
    });

    it('a draft can be edited: the fields sent change, the others stay', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const [a, b] = [await insertUser(api), await insertUser(api)];
      const id = await draftFor(gifts, [a]);
      const updated = await gifts.update(id, { amount: 70_000, user_ids: [a, b] });

      expect(updated.status, updated.text).toBe(200);
      expect(updated.body.data.gift).toMatchObject({ title: 'هدیهٔ نوروز', amount: 70_000 });
      expect((await gifts.single(id)).body.data.preview).toEqual({ recipients_count: 2, total_amount: 140_000 });
      expect((await gifts.update(id, { audience: 'all' })).status).toBe(200);
      expect((await gifts.single(id)).body.data.users).toEqual([]);
    });

    it('a draft can be deleted', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const id = await draftFor(gifts, [await insertUser(api)]);
      expect((await gifts.remove(id)).status).toBe(200);
      expect((await gifts.single(id)).status).toBe(404);
    });

    it('a published gift can be neither edited nor deleted: 409 in Persian', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const id = await draftFor(gifts, [await insertUser(api)]);
      await gifts.publish(id);
      const edit = await gifts.update(id, { amount: 1 });
      const removal = await gifts.remove(id);

      for (const refused of [edit, removal]) {
        expect(refused.status, refused.text).toBe(409);
        expect(refused.body.data.code).toBe('GIFT_PUBLISHED_LOCKED');
        expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      }
      expect((await gifts.single(id)).body.data.gift.amount).toBe(50_000);
    });
  });

  describe.concurrent('publishing credits every target exactly once', () => {
    it('publishing credits each chosen user the amount through the ledger, and records who and how much', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api), await insertUser(api)];
      const outsider = await insertUser(api);
      const id = await draftFor(gifts, users);
      const published = await gifts.publish(id);

      expect(published.status, published.text).toBe(200);
      expect(published.body.data.gift).toMatchObject({ status: 'published', recipients_count: 3, total_amount: 150_000, published_at: api.clock.now() });
      expect(await balancesOf(api, [...users, outsider])).toEqual([50_000, 50_000, 50_000, 0]);
      expect(await giftEntries(api)).toEqual(users.map((userId) => ({ user_id: userId, amount: 50_000, reference: giftReference(id, userId) })));
      await expectBalancesMatchLedger(api.services.db);
    });

    it('twenty identical publishes at the same moment credit once, and each answers the published gift', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api), await insertUser(api)];
      const id = await draftFor(gifts, users);
      const answers = await Promise.all(Array.from({ length: 20 }, () => gifts.publish(id)));

      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.data.gift).toMatchObject({ status: 'published', recipients_count: 3, total_amount: 150_000 });
      }
      expect(await balancesOf(api, users)).toEqual([50_000, 50_000, 50_000]);
      expect(await giftEntries(api)).toHaveLength(3);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('twenty publishes at once with one Idempotency-Key run once: the rest replay it or are told it is in progress', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api)];
      const id = await draftFor(gifts, users);
      const answers = await Promise.all(Array.from({ length: 20 }, () => gifts.publish(id, { 'Idempotency-Key': `publish-${id}` })));

      expect(answers.filter((answer) => answer.status === 200 && answer.headers.get('Idempotent-Replayed') !== 'true')).toHaveLength(1);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      expect(await balancesOf(api, users)).toEqual([50_000, 50_000]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a publish to more users than one batch credits every one of them once', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api)];
      const id = await draftFor(gifts, users);
      api.services.gifts.seams.batchSize = 2;

      const published = await gifts.publish(id);
      expect(published.status, published.text).toBe(200);
      expect(await balancesOf(api, users)).toEqual([50_000, 50_000, 50_000, 50_000, 50_000]);
      expect(await giftEntries(api)).toHaveLength(5);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a publish that fails half-way credits no one, and the next publish credits everyone once', async ({ api }) => {
      const token = await adminToken(api);
      const gifts = giftCalls(api, token);
      const users = [await insertUser(api), await insertUser(api), await insertUser(api)];
      const id = await draftFor(gifts, users);
      const adminId = (await api.request('GET', '/admin/profile', { token })).body.data.admin.id as number;
      api.services.gifts.seams.batchSize = 1;
      api.services.gifts.seams.afterBatch = (credited) => {
        if (credited === 2) throw new Error('injected: the process dies after the second credit');
      };
      await expect(api.services.gifts.publish(id, adminId)).rejects.toThrow('injected');
      api.services.gifts.seams.afterBatch = undefined;

      expect(await balancesOf(api, users)).toEqual([0, 0, 0]);
      expect(await giftEntries(api)).toEqual([]);
      expect((await gifts.single(id)).body.data.gift.status).toBe('draft');
      await expectBalancesMatchLedger(api.services.db);

      const retried = await gifts.publish(id);
      expect(retried.status, retried.text).toBe(200);
      expect(await balancesOf(api, users)).toEqual([50_000, 50_000, 50_000]);
      expect(await giftEntries(api)).toHaveLength(3);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a retry after a timed-out publish answers the same published gift and credits nothing more', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api)];
      const id = await draftFor(gifts, users);
      const first = await gifts.publish(id);
      api.advanceMinutes(1);
      const retry = await gifts.publish(id);

      expect(retry.status).toBe(200);
      expect(retry.body.data.gift).toEqual(first.body.data.gift);
      expect(retry.body.data.code).toBeUndefined();
      expect(await balancesOf(api, users)).toEqual([50_000]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a retry with the Idempotency-Key of the first publish gets its very answer back', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api)];
      const id = await draftFor(gifts, users);
      const headers = { 'Idempotency-Key': '3f1c2b9e-publish' };
      const first = await gifts.publish(id, headers);
      const retry = await gifts.publish(id, headers);

      expect(retry.text).toBe(first.text);
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await balancesOf(api, users)).toEqual([50_000]);
      const publishes = await api.services.db.selectFrom('audit_log').select('id').where('action', '=', 'gift.publish').execute();
      expect(publishes).toHaveLength(1);
    });

    it('a create repeated with its Idempotency-Key makes one gift', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const body = { title: 'هدیه', amount: 1000, audience: 'all' };
      const first = await gifts.create(body, { 'Idempotency-Key': 'create-1' });
      const again = await gifts.create(body, { 'Idempotency-Key': 'create-1' });
      expect(again.status).toBe(201);
      expect(again.body.data.gift.id).toBe(first.body.data.gift.id);
      expect(await api.services.db.selectFrom('gifts').select('id').execute()).toHaveLength(1);
    });

    it('a gift for users below their minimum credits only those whose balance is under it at publish', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const below = await insertUser(api, { min_balance: 10_000 });
      const atMinimum = await insertUser(api, { min_balance: 0 });
      const deletedBelow = await insertUser(api, { min_balance: 10_000, deleted_at: api.clock.now() });
      const created = await gifts.create({ title: 'جبران', amount: 20_000, audience: 'below_minimum' });
      const id = created.body.data.gift.id as number;
      expect((await gifts.single(id)).body.data.preview).toEqual({ recipients_count: 1, total_amount: 20_000 });
      await gifts.publish(id);
      await api.services.gifts.idle();

      expect(await balancesOf(api, [below, atMinimum, deletedBelow])).toEqual([20_000, 0, 0]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a gift for everyone skips deleted users and registrations never verified', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const live = [await insertUser(api), await insertUser(api)];
      const deleted = await insertUser(api, { deleted_at: api.clock.now() });
      const waiting = await insertUser(api, { is_verified: 0 });
      const created = await gifts.create({ title: 'برای همه', amount: 5_000, audience: 'all' });
      const id = created.body.data.gift.id as number;
      expect((await gifts.publish(id)).body.data.gift).toMatchObject({ status: 'publishing', target_count: 2 });
      await api.services.gifts.idle();

      expect((await gifts.single(id)).body.data.gift).toMatchObject({ status: 'published', recipients_count: 2, total_amount: 10_000 });
      expect(await balancesOf(api, [...live, deleted, waiting])).toEqual([5_000, 5_000, 0, 0]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a chosen user deleted before the publish is not credited', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const [kept, gone] = [await insertUser(api), await insertUser(api)];
      const id = await draftFor(gifts, [kept, gone]);
      await api.services.db.updateTable('users').set({ deleted_at: api.clock.now() }).where('id', '=', gone).execute();
      const published = await gifts.publish(id);

      expect(published.body.data.gift.recipients_count).toBe(1);
      expect(await balancesOf(api, [kept, gone])).toEqual([50_000, 0]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a gift past its expiry cannot be published, credits nothing and shows as expired', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api)];
      const id = await draftFor(gifts, users, { expires_at: api.clock.now() + 30 * 60 * 1000 });
      api.advanceMinutes(31);
      const refused = await gifts.publish(id);

      expect(refused.status).toBe(422);
      expect(refused.body.data.code).toBe('GIFT_EXPIRED');
      expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      expect(await balancesOf(api, users)).toEqual([0]);
      expect((await gifts.list()).body.data.items[0]).toMatchObject({ id, is_expired: true, status: 'draft' });
      expect((await gifts.update(id, { expires_at: api.clock.now() + 60_000 })).status).toBe(200);
      expect((await gifts.publish(id)).status).toBe(200);
      await expectBalancesMatchLedger(api.services.db);
    });
  });

  describe.concurrent('a gift to a whole audience is credited in resumable batches', () => {
    /** A gift for everyone, its batches `batchSize` users each; returns its id. */
    async function draftForEveryone(api: TestApi, gifts: ReturnType<typeof giftCalls>, batchSize: number) {
      api.services.gifts.seams.batchSize = batchSize;
      const created = await gifts.create({ title: 'هدیهٔ همگانی', amount: 7_000, audience: 'all' });
      expect(created.status, created.text).toBe(201);
      return created.body.data.gift.id as number;
    }

    /** Publishes the gift with a run that stops after its first batch, as a process dying there leaves it. */
    async function publishStoppingAfterFirstBatch(api: TestApi, gifts: ReturnType<typeof giftCalls>, id: number) {
      api.services.gifts.seams.afterAudienceBatch = () => {
        throw new Error('injected: the run stops after its first batch');
      };
      await gifts.publish(id);
      await api.services.gifts.idle();
      api.services.gifts.seams.afterAudienceBatch = undefined;
    }

    it('the publish answers at once with the frozen audience, and the run credits every verified user exactly once', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const live = [await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api)];
      const [deleted, waiting] = [await insertUser(api, { deleted_at: api.clock.now() }), await insertUser(api, { is_verified: 0 })];
      const id = await draftForEveryone(api, gifts, 2);
      const progress: number[] = [];
      let latecomer = 0;
      api.services.gifts.seams.afterAudienceBatch = async () => {
        // A user who registers during the run was not in the audience when it was frozen.
        latecomer ||= await insertUser(api);
        progress.push((await gifts.single(id)).body.data.gift.recipients_count);
      };

      const answer = await gifts.publish(id);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.message).toMatch(PERSIAN_LETTERS);
      expect(answer.body.data.gift).toMatchObject({ status: 'publishing', target_count: 5, recipients_count: 0, published_at: null });
      await api.services.gifts.idle();

      expect(progress).toEqual([2, 4, 5]);
      expect((await gifts.single(id)).body.data.gift).toMatchObject({
        status: 'published',
        target_count: 5,
        recipients_count: 5,
        total_amount: 35_000,
        published_at: api.clock.now(),
      });
      expect(await balancesOf(api, [...live, deleted, waiting, latecomer])).toEqual([7_000, 7_000, 7_000, 7_000, 7_000, 0, 0, 0]);
      expect(await giftEntries(api)).toEqual(live.map((userId) => ({ user_id: userId, amount: 7_000, reference: giftReference(id, userId) })));
      const audit = await api.services.db.selectFrom('audit_log').select('id').where('action', '=', 'gift.publish').execute();
      expect(audit).toHaveLength(1);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a run that dies between batches is resumed by the sweep and credits everyone exactly once', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api)];
      const id = await draftForEveryone(api, gifts, 2);
      await publishStoppingAfterFirstBatch(api, gifts, id);

      expect((await gifts.single(id)).body.data.gift).toMatchObject({ status: 'publishing', recipients_count: 2, target_count: 5 });
      expect(await balancesOf(api, users)).toEqual([7_000, 7_000, 0, 0, 0]);
      await expectBalancesMatchLedger(api.services.db);

      expect(await api.services.housekeeping.runDue()).toMatchObject({ 'gifts.resume-publishing': 1 });
      expect((await gifts.single(id)).body.data.gift).toMatchObject({ status: 'published', recipients_count: 5, total_amount: 35_000 });
      expect(await balancesOf(api, users)).toEqual([7_000, 7_000, 7_000, 7_000, 7_000]);
      expect(await giftEntries(api)).toHaveLength(5);

      // A batch replayed after the end credits nobody.
      expect(await api.services.gifts.creditNextBatch(id)).toEqual({ isDone: true, credited: 0 });
      expect(await giftEntries(api)).toHaveLength(5);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('the server answers other requests between a run’s batches', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api), await insertUser(api)];
      const id = await draftForEveryone(api, gifts, 1);
      await publishStoppingAfterFirstBatch(api, gifts, id);

      const turns = await eventLoopTurnsDuring(() => api.services.gifts.runPublishing(id));
      expect(await balancesOf(api, users)).toEqual([7_000, 7_000, 7_000, 7_000, 7_000]);
      expect(turns).toBeGreaterThanOrEqual(3);
    });

    it('two runners cannot run one gift at once: the second is turned away while the first holds its lease', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api), await insertUser(api)];
      const id = await draftForEveryone(api, gifts, 1);
      let resume!: () => void;
      const paused = new Promise<void>((resolve) => (resume = resolve));
      let firstBatchDone!: () => void;
      const firstBatch = new Promise<void>((resolve) => (firstBatchDone = resolve));
      api.services.gifts.seams.afterAudienceBatch = async () => {
        firstBatchDone();
        await paused;
      };
      await gifts.publish(id);
      await firstBatch;

      expect(await api.services.gifts.runPublishing(id)).toBe(false);
      expect(await api.services.gifts.resumePublishing(new AbortController().signal)).toBe(0);
      resume();
      await api.services.gifts.idle();

      expect(await balancesOf(api, users)).toEqual([7_000, 7_000, 7_000]);
      expect(await giftEntries(api)).toHaveLength(3);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a gift publishing can be neither edited nor deleted, and a repeated publish credits nothing twice', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const users = [await insertUser(api), await insertUser(api)];
      const id = await draftForEveryone(api, gifts, 1);
      await publishStoppingAfterFirstBatch(api, gifts, id);

      for (const refused of [await gifts.update(id, { amount: 1_000 }), await gifts.remove(id)]) {
        expect(refused.status).toBe(409);
        expect(refused.body.data.code).toBe('GIFT_PUBLISHED_LOCKED');
        expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      }
      const repeat = await gifts.publish(id);
      expect(repeat.status).toBe(200);
      expect(repeat.body.data.gift).toMatchObject({ status: 'publishing', recipients_count: 1 });
      expect(repeat.body.message).toMatch(PERSIAN_LETTERS);

      await api.services.housekeeping.runDue();
      expect(await balancesOf(api, users)).toEqual([7_000, 7_000]);
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a gift for everyone when no user is verified is refused with a Persian message and stays a draft', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      await insertUser(api, { is_verified: 0 });
      const id = await draftForEveryone(api, gifts, 2);
      const refused = await gifts.publish(id);

      expect(refused.status).toBe(422);
      expect(refused.body.data.code).toBe('GIFT_NO_RECIPIENTS');
      expect(refused.body.message).toMatch(PERSIAN_LETTERS);
      expect((await gifts.single(id)).body.data.gift.status).toBe('draft');
    });
  });

  describe.concurrent('list, users and permissions', () => {
    it('the list searches titles (ی/ي and digits folded), filters by status and sorts by amount', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const user = await insertUser(api);
      const small = await draftFor(gifts, [user], { title: 'هدیهٔ یلدا ۱۴۰۴', amount: 1_000 });
      await draftFor(gifts, [user], { title: 'جشنواره', amount: 9_000 });
      await gifts.publish(small);

      const found = await gifts.list(`?search=${encodeURIComponent('يلدا 1404')}`);
      expect(found.body.data.items.map((gift: { id: number }) => gift.id)).toEqual([small]);
      const drafts = await gifts.list('?status=draft');
      expect(drafts.body.data.items.map((gift: { title: string }) => gift.title)).toEqual(['جشنواره']);
      const byAmount = await gifts.list('?sort=amount:desc');
      expect(byAmount.body.data.items.map((gift: { amount: number }) => gift.amount)).toEqual([9_000, 1_000]);
      expect((await gifts.list('?status=sent')).status).toBe(422);
    });

    it('users to choose are found by name or by mobile typed in Persian digits, deleted ones never', async ({ api }) => {
      const token = await adminToken(api);
      await insertUser(api, { name: 'مریم کاظمی', mobile: '09127770001' });
      await insertUser(api, { name: 'مریم حذف‌شده', mobile: '09127770002', deleted_at: api.clock.now() });
      const byName = await api.request('GET', `/admin/gifts/user_options?search=${encodeURIComponent('مریم')}`, { token });
      const byMobile = await api.request('GET', `/admin/gifts/user_options?search=${encodeURIComponent('۷۷۷۰۰')}`, { token });

      expect(byName.body.data.items.map((user: { name: string }) => user.name)).toEqual(['مریم کاظمی']);
      expect(byMobile.body.data.items.map((user: { mobile: string }) => user.mobile)).toEqual(['09127770001']);
    });

    it('only admins holding gifts.manage may use the gift routes', async ({ api }) => {
      const without = giftCalls(api, await adminToken(api, { permissions: ['users.view'] }));
      const withIt = giftCalls(api, await adminToken(api, { permissions: ['gifts.manage'] }));
      const { token: userToken } = await registerVerifiedUser(api);

      expect((await without.list()).status).toBe(403);
      expect((await without.create({ title: 'هدیه', amount: 1000, audience: 'all' })).status).toBe(403);
      expect((await withIt.create({ title: 'هدیه', amount: 1000, audience: 'all' })).status).toBe(201);
      expect((await api.request('GET', '/admin/gifts/list', { token: userToken })).status).toBe(401);
      const id = (await withIt.list()).body.data.items[0].id as number;
      expect((await without.publish(id)).status).toBe(403);
      expect((await api.request('PATCH', `/admin/gifts/${id}/publish`)).status).toBe(401);
    });

    it('a user sees the gifts received on the dashboard, newest first', async ({ api }) => {
      const gifts = giftCalls(api, await adminToken(api));
      const { token, user } = await registerVerifiedUser(api);
      const first = await draftFor(gifts, [user.id], { title: 'هدیهٔ خوش‌آمد', amount: 10_000 });
      await gifts.publish(first);
      api.advanceMinutes(5);
      const second = await draftFor(gifts, [user.id], { title: 'هدیهٔ یلدا', amount: 30_000 });
      await gifts.publish(second);

      const dashboard = await api.request('GET', '/user/dashboard', { token });
      expect(dashboard.body.data.user.balance).toBe(40_000);
      expect(dashboard.body.data.gifts).toEqual([
        { title: 'هدیهٔ یلدا', amount: 30_000, received_at: api.clock.now() },
        { title: 'هدیهٔ خوش‌آمد', amount: 10_000, received_at: api.clock.now() - 5 * 60_000 },
      ]);
      await expectBalancesMatchLedger(api.services.db);
    });
  });
});
