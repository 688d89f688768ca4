import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandInPayment {
  amount: number;
  callbackUrl: string;
  state: 'waiting' | 'paid' | 'cancelled' | 'verified';
  refId: number;
}

/**
 * A local stand-in for Zarinpal's payment API v4, answering as its documentation describes:
 * `payment/request.json` gives an authority (code 100), `payment/verify.json` answers 100 once the
 * payer paid, 101 when verified before, and an error code (-9 bad input, -11 unknown merchant, -50
 * another amount, -51 not paid, -54 unknown authority) otherwise. `pay`/`cancel` stand for what the
 * payer does on StartPay.
 */
export async function startZarinpalStandIn(options: { merchantId?: string } = {}) {
  const merchantId = options.merchantId ?? '00000000-1111-2222-3333-444444444444';
  const payments = new Map<string, StandInPayment>();
  const calls: { endpoint: string; body: Record<string, unknown> }[] = [];
  let nextRefId = 201;
  let failing = false;

  const error = (code: number, message: string) => ({ status: code === -9 ? 422 : 400, body: { data: [], errors: { code, message, validations: [] } } });

  function answer(endpoint: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (body.merchant_id !== merchantId) return error(-11, 'The merchant is not active.');
    if (endpoint === '/pg/v4/payment/request.json') {
      if (typeof body.amount !== 'number' || body.amount < 1000 || typeof body.callback_url !== 'string' || typeof body.description !== 'string') {
        return error(-9, 'The input params invalid, validation error.');
      }
      const authority = `A${randomBytes(18).toString('hex').toUpperCase()}`.slice(0, 36);
      payments.set(authority, { amount: body.amount, callbackUrl: body.callback_url, state: 'waiting', refId: 0 });
      return { status: 200, body: { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] } };
    }
    if (endpoint === '/pg/v4/payment/verify.json') {
      const payment = typeof body.authority === 'string' ? payments.get(body.authority) : undefined;
      if (!payment) return error(-54, 'Invalid authority.');
      if (body.amount !== payment.amount) return error(-50, 'Session is not valid, amounts values is not the same.');
      if (payment.state === 'waiting' || payment.state === 'cancelled') return error(-51, 'Session is not valid, session is not active paid try.');
      const code = payment.state === 'verified' ? 101 : 100;
      payment.state = 'verified';
      return {
        status: 200,
        body: {
          data: {
            code,
            message: code === 100 ? 'Paid' : 'Verified',
            card_hash: 'HASH',
            card_pan: '502229******5995',
            ref_id: payment.refId,
            fee_type: 'Merchant',
            fee: 0,
          },
          errors: [],
        },
      };
    }
    return { status: 404, body: { data: [], errors: { code: -404, message: 'Not found' } } };
  }

  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (failing) {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // An unreadable body is answered as bad input below.
      }
      const endpoint = request.url ?? '';
      calls.push({ endpoint, body });
      const { status, body: reply } = answer(endpoint, body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    merchantId,
    apiUrl: `${origin}/pg/v4`,
    startPayUrl: `${origin}/pg/StartPay`,
    calls,
    payments,
    /** The payer paid on StartPay: verify answers 100 from now on. */
    pay(authority: string) {
      const payment = payments.get(authority);
      if (!payment) throw new Error(`No stand-in payment ${authority}`);
      payment.state = 'paid';
      payment.refId = nextRefId++;
    },
    cancel(authority: string) {
      const payment = payments.get(authority);
      if (payment) payment.state = 'cancelled';
    },
    /** While set, every call answers 502 with an HTML page, as a proxy in front of a down gateway. */
    setFailing(value: boolean) {
      failing = value;
    },
    /** The environment that points the portal at this stand-in. */
    env(): Record<string, string> {
      return {
        PAYMENT_GATEWAY: 'zarinpal',
        ZARINPAL_MERCHANT_ID: merchantId,
        ZARINPAL_API_URL: `${origin}/pg/v4`,
        ZARINPAL_STARTPAY_URL: `${origin}/pg/StartPay`,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ZarinpalStandIn = Awaited<ReturnType<typeof startZarinpalStandIn>>;
