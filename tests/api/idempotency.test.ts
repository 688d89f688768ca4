import { Hono } from 'hono';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { API_PREFIX } from '../../server/app';
import { AppError } from '../../server/errors';
import { errorResponse } from '../../server/http/envelope';
import { IDEMPOTENCY_STALE_RUNNING_MS } from '../../server/http/idempotency';
import { registerRoutes } from '../../server/http/register-routes';
import { implement, type AnyRoute } from '../../server/http/route';
import { admin, signedInUser } from '../../shared/contracts/kit';
import { adminToken, apiTest, dialects, expectErrorEnvelope, PERSIAN_LETTERS, registerVerifiedUser, type TestApi } from '../support/test-api';

/**
 * The mechanism on a probe route of its own, so what it does is seen apart from any money call; the
 * gift routes that use it are tested in tests/api/gifts.test.ts.
 */
function probeApp(api: TestApi) {
  const runs: unknown[] = [];
  let gate: Promise<void> | undefined;
  let failNext = false;
  const body = z.object({ amount: z.number().int() });
  const handler = async ({ body: { amount } }: { body: { amount: number } }) => {
    runs.push(amount);
    await gate;
    if (failNext) {
      failNext = false;
      throw new AppError('INSUFFICIENT_BALANCE');
    }
    return { data: { run: runs.length, amount } };
  };
  const response = z.object({ run: z.number(), amount: z.number() });
  const routes: AnyRoute[] = [
    implement(
      {
        method: 'post',
        path: '/probe/admin/:id',
        summary: 'probe',
        tag: 'probe',
        access: admin(),
        idempotent: true,
        params: z.object({ id: z.string() }),
        body,
        response,
        successStatus: 201,
      },
      {},
      handler,
    ),
    implement({ method: 'post', path: '/probe/user', summary: 'probe', tag: 'probe', access: signedInUser, idempotent: true, body, response }, {}, handler),
  ];
  const app = new Hono().basePath(API_PREFIX);
  registerRoutes(app, routes, api.services);
  app.onError((error, c) => errorResponse(c, error));
  const call = async (path: string, token: string, amount: number, key?: string) => {
    const answer = await app.request(API_PREFIX + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key !== undefined && { 'Idempotency-Key': key }) },
      body: JSON.stringify({ amount }),
    });
    const text = await answer.text();
    return { status: answer.status, text, body: JSON.parse(text), replayed: answer.headers.get('Idempotent-Replayed') === 'true' };
  };
  return {
    runs,
    call,
    hold: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    failNext: () => (failNext = true),
  };
}

/** Waits until `condition` holds (checked every 10 ms, at most 10 s). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never came true');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(dialects)('Idempotency-Key on %s', (dialect) => {
  const it = apiTest(dialect);

  describe.concurrent('answered once', () => {
    it('a repeat with the same key gets the first answer back, status and body, without running again', async ({ api }) => {
      const probe = probeApp(api);
      const token = await adminToken(api);
      const first = await probe.call('/probe/admin/1', token, 500, 'key-1');
      const again = await probe.call('/probe/admin/1', token, 500, 'key-1');

      expect(first.status, first.text).toBe(201);
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.replayed).toBe(true);
      expect(probe.runs).toEqual([500]);
    });

    it('calls without a key, or with different keys, each run', async ({ api }) => {
      const probe = probeApp(api);
      const token = await adminToken(api);
      await probe.call('/probe/admin/1', token, 1);
      await probe.call('/probe/admin/1', token, 1);
      await probe.call('/probe/admin/1', token, 1, 'a');
      await probe.call('/probe/admin/1', token, 1, 'b');
      expect(probe.runs).toHaveLength(4);
    });

    it('the same key on another path, or by another caller, is another call', async ({ api }) => {
      const probe = probeApp(api);
      const token = await adminToken(api);
      const other = await adminToken(api, { permissions: ['gifts.manage'] });
      const { token: userToken } = await registerVerifiedUser(api);
      await probe.call('/probe/admin/1', token, 7, 'shared');
      await probe.call('/probe/admin/2', token, 7, 'shared');
      await probe.call('/probe/admin/1', other, 7, 'shared');
      const user = await probe.call('/probe/user', userToken, 7, 'shared');
      const userAgain = await probe.call('/probe/user', userToken, 7, 'shared');

      expect(probe.runs).toHaveLength(4);
      expect(user.status).toBe(200);
      expect(userAgain.replayed).toBe(true);
    });

    it('the same key with another body is refused in Persian and runs nothing', async ({ api }) => {
      const probe = probeApp(api);
      const token = await adminToken(api);
      await probe.call('/probe/admin/1', token, 100, 'k');
      const other = await probe.call('/probe/admin/1', token, 200, 'k');

      expect(other.status).toBe(422);
      expect(other.body.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(other.body.message).toMatch(PERSIAN_LETTERS);
      expect(probe.runs).toEqual([100]);
    });

    it.for([
      ['empty', ''],
      ['129 characters', 'x'.repeat(129)],
      ['a space', 'two words'],
      ['non-ASCII', 'caf\u00e9'],
    ])('a key that is %s is refused with 422 before anything runs', async ([, key], { api }) => {
      const probe = probeApp(api);
      const answer = await probe.call('/probe/admin/1', await adminToken(api), 1, key);
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body.data.code).toBe('IDEMPOTENCY_KEY_INVALID');
      expect(probe.runs).toEqual([]);
    });

    it('a key of 128 visible characters is accepted', async ({ api }) => {
      const probe = probeApp(api);
      const answer = await probe.call('/probe/admin/1', await adminToken(api), 1, '~'.repeat(64) + '!'.repeat(64));
      expect(answer.status).toBe(201);
    });

    it('twenty identical calls at the same moment run once: the others are told it is in progress, then get the answer', async ({ api }) => {
      const probe = probeApp(api);
      const token = await adminToken(api);
      const release = probe.hold();
      let settled = 0;
      const calls = Array.from({ length: 20 }, () => probe.call('/probe/admin/1', token, 9, 'burst').finally(() => (settled += 1)));
      // The first is held inside its handler until every other has had its answer.
      await until(() => settled === 19);
      release();
      const answers = await Promise.all(calls);

      expect(probe.runs).toEqual([9]);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const waiting = answers.filter((answer) => answer.status === 409);
      expect(waiting).toHaveLength(19);
      for (const answer of waiting) expect(answer.body.data.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
      const retry = await probe.call('/probe/admin/1', token, 9, 'burst');
      expect(retry.replayed).toBe(true);
      expect(probe.runs).toEqual([9]);
    });

    it('a call that fails lets its key go, so a retry with the same key runs', async ({ api }) => {
      const probe = probeApp(api);
      const token = await adminToken(api);
      probe.failNext();
      const failed = await probe.call('/probe/admin/1', token, 3, 'retry');
      const retried = await probe.call('/probe/admin/1', token, 3, 'retry');

      expect(failed.status).toBe(422);
      expect(retried.status).toBe(201);
      expect(retried.replayed).toBe(false);
      expect(probe.runs).toEqual([3, 3]);
    });

    it('a key expires after 24 hours: then the call runs again', async ({ api }) => {
      const probe = probeApp(api);
      // A user's session outlives a day; an admin's would end idle.
      const { token } = await registerVerifiedUser(api);
      await probe.call('/probe/user', token, 5, 'day');
      api.advanceHours(23.9);
      expect((await probe.call('/probe/user', token, 5, 'day')).replayed).toBe(true);
      api.advanceHours(0.2);
      expect((await probe.call('/probe/user', token, 5, 'day')).replayed).toBe(false);
      expect(probe.runs).toEqual([5, 5]);
    });

    it('a key left running by a call that died is taken over once it is stale', async ({ api }) => {
      const probe = probeApp(api);
      const token = await adminToken(api);
      const release = probe.hold();
      const stuck = probe.call('/probe/admin/1', token, 4, 'stuck');
      await until(() => probe.runs.length === 1);
      const meanwhile = await probe.call('/probe/admin/1', token, 4, 'stuck');
      expect(meanwhile.status).toBe(409);
      expectErrorEnvelope({ ...meanwhile, bytes: new Uint8Array(), headers: new Headers() });

      api.clock.advance(IDEMPOTENCY_STALE_RUNNING_MS + 1);
      const takeover = probe.call('/probe/admin/1', token, 4, 'stuck');
      await until(() => probe.runs.length === 2);
      release();
      await stuck;
      expect((await takeover).status).toBe(201);
      expect(probe.runs).toEqual([4, 4]);
    });
  });
});
