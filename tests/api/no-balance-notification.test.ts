import { describe, expect } from 'vitest';
import { toPersianDigits } from '../../shared/digits';
import { STALLED_AFTER_MS } from '../../server/modules/notification-jobs/service';
import { expectBalancesMatchLedger } from '../support/ledger';
import { adminToken, apiTest, dialects, registerVerifiedUser, uniqueMobile, GOOD_PASSWORD, type TestApi } from '../support/test-api';

const START = '/admin/users/no_balance_notification';
const lowBalanceTexts = (api: TestApi) => api.outbox.filter((message) => message.code === undefined);

/** A verified user with the given minimum and a balance credited through the ledger. */
async function userWith(api: TestApi, { balance, minimum }: { balance: number; minimum: number }) {
  const registered = await registerVerifiedUser(api);
  await api.services.db.updateTable('users').set({ min_balance: minimum }).where('id', '=', registered.user.id).execute();
  if (balance > 0) await api.services.ledger.credit({ userId: registered.user.id, amount: balance, kind: 'gift', reference: `test-${registered.user.id}` });
  return registered;
}

async function startJob(api: TestApi, token: string) {
  const response = await api.request('POST', START, { token });
  expect(response.status, response.text).toBe(202);
  return response.body.data.job as { id: number; status: string; total: number; done: number };
}

/** Polls the progress route until the job ends (the job runs in the background, on real time). */
async function finished(api: TestApi, token: string, jobId: number) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const response = await api.request('GET', `${START}/${jobId}`, { token });
    expect(response.status, response.text).toBe(200);
    const job = response.body.data.job as { status: string; total: number; done: number };
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${jobId} did not finish`);
}

describe.each(dialects)('the low-balance notification job on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('who may start it', () => {
    it('an admin without users.manage is refused with 403', async ({ api }) => {
      const token = await adminToken(api, { permissions: ['users.view', 'users.impersonate'] });
      expect((await api.request('POST', START, { token })).status).toBe(403);
      expect(await api.services.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    });

    it('the progress of a job that does not exist is 404 JOB_NOT_FOUND', async ({ api }) => {
      const response = await api.request('GET', `${START}/77`, { token: await adminToken(api) });
      expect(response.status).toBe(404);
      expect(response.body.data.code).toBe('JOB_NOT_FOUND');
    });
  });

  describe.concurrent('whom it texts', () => {
    it('only verified, live users below their minimum are texted, with the balance in Persian digits', async ({ api }) => {
      const low = await userWith(api, { balance: 20_000, minimum: 50_000 });
      await userWith(api, { balance: 80_000, minimum: 50_000 });
      await userWith(api, { balance: 50_000, minimum: 50_000 });
      await userWith(api, { balance: 0, minimum: 0 });
      const deleted = await userWith(api, { balance: 0, minimum: 50_000 });
      await api.services.db.updateTable('users').set({ deleted_at: api.clock.now() }).where('id', '=', deleted.user.id).execute();
      // Registered but never verified: no text.
      const unverified = uniqueMobile();
      await api.request('POST', '/auth/register', { body: { name: 'ناتمام', mobile: unverified, password: GOOD_PASSWORD } });
      await api.services.db.updateTable('users').set({ min_balance: 50_000 }).where('mobile', '=', unverified).execute();
      const sentBefore = api.outbox.length;
      const token = await adminToken(api);

      const job = await finished(api, token, (await startJob(api, token)).id);
      expect(job).toMatchObject({ status: 'done', total: 1, done: 1 });
      const texts = api.outbox.slice(sentBefore);
      expect(texts.map((text) => text.to)).toEqual([low.mobile]);
      expect(texts[0]!.channel).toBe('sms');
      expect(texts[0]!.text).toContain(toPersianDigits(20_000));
      expect(texts[0]!.text).toContain(toPersianDigits(50_000));
      await expectBalancesMatchLedger(api.services.db);
    });

    it('a user is texted once in 24 hours, and again after them', async ({ api }) => {
      const low = await userWith(api, { balance: 0, minimum: 10_000 });
      let token = await adminToken(api);
      await finished(api, token, (await startJob(api, token)).id);
      api.advanceHours(23);
      // An admin session ends after two idle hours: the admin signs in again.
      token = await adminToken(api);
      const second = await finished(api, token, (await startJob(api, token)).id);
      expect(second).toMatchObject({ status: 'done', total: 0, done: 0 });
      expect(lowBalanceTexts(api).filter((text) => text.to === low.mobile)).toHaveLength(1);
      api.advanceHours(1);
      token = await adminToken(api);
      const third = await finished(api, token, (await startJob(api, token)).id);
      expect(third).toMatchObject({ status: 'done', total: 1, done: 1 });
      expect(lowBalanceTexts(api).filter((text) => text.to === low.mobile)).toHaveLength(2);
    });

    it('progress reaches the total over several batches', async ({ api }) => {
      // More users than one batch would be slow to register through the API; they are written directly.
      const now = api.clock.now();
      const rows = Array.from({ length: 230 }, (_, index) => ({
        name: `کاربر ${index}`,
        mobile: `0935${String(1_000_000 + index).padStart(7, '0')}`,
        email: null,
        password_hash: 'scrypt$disabled',
        is_verified: 1,
        min_balance: 1_000,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }));
      await api.services.db.insertInto('users').values(rows).execute();
      const token = await adminToken(api);
      const started = await startJob(api, token);
      expect(started.status).toBe('queued');
      const job = await finished(api, token, started.id);
      expect(job).toMatchObject({ status: 'done', total: 230, done: 230 });
      expect(new Set(lowBalanceTexts(api).map((text) => text.to)).size).toBe(230);
    });

    it('an audit row records each start', async ({ api }) => {
      const token = await adminToken(api);
      const job = await startJob(api, token);
      await api.services.notificationJobs.idle();
      const rows = await api.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'users.notify_low_balance').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ target_type: 'job', target_id: String(job.id) });
    });
  });
});

describe.each(dialects)('the low-balance job while texts hang on %s', (dialect) => {
  // The gateway holds every text until the test lets it go, so the job stays running meanwhile.
  let release: () => void = () => undefined;
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  const it = apiTest(dialect, { deliver: (message) => (message.code === undefined ? gate() : Promise.resolve()) });

  it('a second start while one runs returns the running job', async ({ api }) => {
    await userWith(api, { balance: 0, minimum: 10_000 });
    await userWith(api, { balance: 0, minimum: 10_000 });
    const token = await adminToken(api);
    const [first, second] = await Promise.all([startJob(api, token), startJob(api, token)]);
    expect(second.id).toBe(first.id);
    const third = await startJob(api, token);
    expect(third.id).toBe(first.id);
    for (let index = 0; index < 2; index++) {
      while (lowBalanceTexts(api).length <= index) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
    }
    expect(await finished(api, token, first.id)).toMatchObject({ status: 'done', done: 2 });
    expect(await api.services.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });

  it('a job that died midway is replaced, and users it marked are not texted again', async ({ api }) => {
    const marked = await userWith(api, { balance: 0, minimum: 10_000 });
    const token = await adminToken(api);
    const dead = await startJob(api, token);
    // The job marked its batch and hangs on the first text: as good as a process that died there.
    while (lowBalanceTexts(api).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    api.clock.advance(STALLED_AFTER_MS);
    const later = await userWith(api, { balance: 0, minimum: 10_000 });

    const replacement = await startJob(api, token);
    expect(replacement.id).not.toBe(dead.id);
    while (lowBalanceTexts(api).length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    expect(await finished(api, token, replacement.id)).toMatchObject({ status: 'done', total: 1, done: 1 });
    expect((await api.request('GET', `${START}/${dead.id}`, { token })).body.data.job.status).toBe('failed');
    expect(lowBalanceTexts(api).map((text) => text.to)).toEqual([marked.mobile, later.mobile]);
  });
});
