import { GatewayError, type Gateway } from './types';

/** Zarinpal's verify codes: 100 verified now, 101 verified before (both paid). */
const PAID_CODES = new Set([100, 101]);
const TIMEOUT_MS = 15_000;

interface ZarinpalAnswer {
  data?: { code?: number; authority?: string; ref_id?: number | string; card_pan?: string } | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

/**
 * Zarinpal's payment API v4: payment/request.json gives an authority, the payer pays on
 * StartPay/{authority}, and payment/verify.json (merchant, amount in Rials, authority) confirms it.
 * The base URLs come from the environment, so tests point them at a local stand-in.
 */
export function createZarinpalGateway({ merchantId, apiUrl, startPayUrl }: { merchantId: string; apiUrl: string; startPayUrl: string }): Gateway {
  async function post(endpoint: string, body: Record<string, unknown>): Promise<ZarinpalAnswer> {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Zarinpal answers refusals with 4xx and a JSON body naming the code; anything else is no answer.
    const text = await response.text();
    try {
      return JSON.parse(text) as ZarinpalAnswer;
    } catch {
      throw new GatewayError(`Zarinpal ${endpoint} answered ${response.status} without JSON`);
    }
  }
  const dataOf = (answer: ZarinpalAnswer) => (answer.data && !Array.isArray(answer.data) ? answer.data : undefined);
  const errorCodeOf = (answer: ZarinpalAnswer) => (answer.errors && !Array.isArray(answer.errors) ? answer.errors.code : undefined);

  return {
    name: 'zarinpal',
    async request(amount, callbackUrl, description) {
      let answer: ZarinpalAnswer;
      try {
        answer = await post('payment/request.json', { merchant_id: merchantId, amount, currency: 'IRR', callback_url: callbackUrl, description });
      } catch (error) {
        throw error instanceof GatewayError ? error : new GatewayError(`Zarinpal request failed: ${String(error)}`);
      }
      const data = dataOf(answer);
      if (data?.code !== 100 || typeof data.authority !== 'string' || !data.authority) {
        throw new GatewayError(`Zarinpal refused the request: ${errorCodeOf(answer) ?? data?.code ?? 'no code'}`);
      }
      return { authority: data.authority, url: `${startPayUrl.replace(/\/$/, '')}/${encodeURIComponent(data.authority)}` };
    },
    async verify(authority, amount) {
      let answer: ZarinpalAnswer;
      try {
        answer = await post('payment/verify.json', { merchant_id: merchantId, amount, authority });
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      const data = dataOf(answer);
      if (data?.code !== undefined && PAID_CODES.has(data.code) && data.ref_id !== undefined) {
        return { ok: true, reference: String(data.ref_id), cardPan: typeof data.card_pan === 'string' && data.card_pan ? data.card_pan : null };
      }
      const code = errorCodeOf(answer) ?? data?.code;
      // A refusal with a code is Zarinpal's word that this payment is not paid (cancelled, another
      // amount, an unknown authority); without one, nothing was said and the payment waits.
      return code === undefined ? { ok: false, reason: 'unavailable' } : { ok: false, reason: 'unpaid', code };
    },
  };
}
