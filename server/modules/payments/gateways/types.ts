import type { PaymentGateway as GatewayName } from '../../../db/schema';

/** What a gateway gives for a payment request: its id for it and the page the payer goes to. */
export interface GatewayRequest {
  authority: string;
  url: string;
}

/**
 * What verifying gives: paid (once more for a payment verified before, as Zarinpal's 101), or why not.
 * `unpaid` is final (the payer did not pay, or paid another amount); `unavailable` means the gateway
 * could not be asked and the payment stays pending.
 */
export type GatewayVerification = { ok: true; reference: string; cardPan: string | null } | { ok: false; reason: 'unpaid' | 'unavailable'; code?: number };

/** A payment gateway: every gateway the portal speaks behind one interface. */
export interface Gateway {
  name: GatewayName;
  request(amount: number, callbackUrl: string, description: string): Promise<GatewayRequest>;
  verify(authority: string, amount: number): Promise<GatewayVerification>;
}

/** The gateway did not take a payment request; the top-up is refused and nothing is stored. */
export class GatewayError extends Error {}
