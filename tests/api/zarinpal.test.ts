import { afterAll, beforeAll, describe, expect, it as plainIt } from 'vitest';
import { GatewayError } from '../../server/modules/payments/gateways';
import { createZarinpalGateway } from '../../server/modules/payments/gateways/zarinpal';
import { expectBalancesMatchLedger } from '../support/ledger';
import { apiTest, dialects, registerVerifiedUser, type TestApi } from '../support/test-api';
import { startZarinpalStandIn, type ZarinpalStandIn } from '../support/zarinpal-stand-in';

let standIn: ZarinpalStandIn;
beforeAll(async () => {
  standIn = await startZarinpalStandIn();
});
afterAll(() => standIn.close());

const adapter = (merchantId = standIn.merchantId) => createZarinpalGateway({ merchantId, apiUrl: standIn.apiUrl, startPayUrl: standIn.startPayUrl });
const CALLBACK = 'https://portal.example/api/v1/payments/callback/zarinpal';

describe.concurrent('the Zarinpal adapter against a stand-in of its API v4', () => {
  plainIt('a request sends merchant, amount in Rials, callback and description, and answers the StartPay page of the authority', async () => {
    const { authority, url } = await adapter().request(120_000, CALLBACK, 'شارژ حساب');
    expect(authority).toMatch(/^A[0-9A-F]{35}$/);
    expect(url).toBe(`${standIn.startPayUrl}/${authority}`);
    expect(standIn.calls.find((call) => call.body.amount === 120_000)?.body).toMatchObject({
      merchant_id: standIn.merchantId,
      amount: 120_000,
      callback_url: CALLBACK,
      description: 'شارژ حساب',
    });
  });

  plainIt('a request Zarinpal refuses (an unknown merchant) is a GatewayError', async () => {
    await expect(adapter('not-a-merchant').request(120_000, CALLBACK, 'x')).rejects.toBeInstanceOf(GatewayError);
  });

  plainIt('a payment not paid yet verifies as unpaid with Zarinpal’s code', async () => {
    const { authority } = await adapter().request(130_000, CALLBACK, 'x');
    expect(await adapter().verify(authority, 130_000)).toEqual({ ok: false, reason: 'unpaid', code: -51 });
  });

  plainIt('a paid payment verifies with its reference and masked card (100), and again the same (101)', async () => {
    const { authority } = await adapter().request(140_000, CALLBACK, 'x');
    standIn.pay(authority);
    const first = await adapter().verify(authority, 140_000);
    const again = await adapter().verify(authority, 140_000);
    expect(first).toEqual({ ok: true, reference: expect.stringMatching(/^\d+$/), cardPan: '502229******5995' });
    expect(again).toEqual(first);
  });

  plainIt('verifying another amount than was paid is unpaid (-50)', async () => {
    const { authority } = await adapter().request(150_000, CALLBACK, 'x');
    standIn.pay(authority);
    expect(await adapter().verify(authority, 15_000)).toEqual({ ok: false, reason: 'unpaid', code: -50 });
  });

  plainIt('an unknown authority is unpaid (-54)', async () => {
    expect(await adapter().verify('A000000000000000000000000000000FORGED', 150_000)).toEqual({ ok: false, reason: 'unpaid', code: -54 });
  });

  plainIt('a gateway that cannot be reached leaves the payment undecided', async () => {
    const down = createZarinpalGateway({ merchantId: 'x', apiUrl: 'http://127.0.0.1:9/pg/v4', startPayUrl: standIn.startPayUrl });
    expect(await down.verify('A1', 1000)).toEqual({ ok: false, reason: 'unavailable' });
    await expect(down.request(1000, CALLBACK, 'x')).rejects.toBeInstanceOf(GatewayError);
  });
});

describe.each(dialects)('top-ups through Zarinpal on %s', (dialect) => {
  // The env is read when each test's API starts, after beforeAll started the stand-in.
  const it = apiTest(dialect, {
    get env() {
      return standIn.env();
    },
  });

  async function startTopUp(api: TestApi, amount: number) {
    const { token, user } = await registerVerifiedUser(api);
    const response = await api.request('POST', '/user/payments', { token, body: { amount } });
    expect(response.status, response.text).toBe(201);
    const url = response.body.data.gateway_url as string;
    expect(url.startsWith(standIn.startPayUrl)).toBe(true);
    return { userId: user.id, paymentId: response.body.data.payment_id as number, authority: url.split('/').pop()! };
  }
  const balanceOf = async (api: TestApi, userId: number) =>
    Number((await api.services.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance);
  const statusOf = async (api: TestApi, id: number) =>
    (await api.services.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  describe.concurrent('the callback', () => {
    it('Status=OK for a paid payment credits it once, also when Zarinpal calls back twice', async ({ api }) => {
      const { userId, paymentId, authority } = await startTopUp(api, 200_000);
      standIn.pay(authority);
      const path = `/payments/callback/zarinpal?Authority=${authority}&Status=OK`;

      const first = await api.request('GET', path);
      const second = await api.request('GET', path);

      expect([first.status, second.status]).toEqual([303, 303]);
      expect(first.headers.get('location')).toBe(`/p/wallet?payment=${paymentId}`);
      expect(await balanceOf(api, userId)).toBe(200_000);
      const row = await api.services.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'paid', card_pan: '502229******5995' });
      await expectBalancesMatchLedger(api.services.db);
    });

    it('Status=NOK fails the payment without asking Zarinpal', async ({ api }) => {
      const { userId, paymentId, authority } = await startTopUp(api, 200_000);
      standIn.cancel(authority);

      await api.request('GET', `/payments/callback/zarinpal?Authority=${authority}&Status=NOK`);

      expect(await statusOf(api, paymentId)).toBe('failed');
      expect(standIn.calls.filter((call) => call.endpoint.endsWith('verify.json') && call.body.authority === authority)).toHaveLength(0);
      expect(await balanceOf(api, userId)).toBe(0);
    });

    it('Status=OK for a payment Zarinpal says is unpaid fails it', async ({ api }) => {
      const { userId, paymentId, authority } = await startTopUp(api, 200_000);

      await api.request('GET', `/payments/callback/zarinpal?Authority=${authority}&Status=OK`);

      expect(await statusOf(api, paymentId)).toBe('failed');
      expect(await balanceOf(api, userId)).toBe(0);
    });
  });
});
