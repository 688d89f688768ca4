import type { Clock } from '../../../clock';
import type { Db } from '../../../db';
import type { PaymentGateway as GatewayName } from '../../../db/schema';
import type { Env } from '../../../env';
import { createSandboxGateway } from './sandbox';
import type { Gateway } from './types';
import { createZarinpalGateway } from './zarinpal';

export { GatewayError, type Gateway, type GatewayRequest, type GatewayVerification } from './types';

/** The gateway env PAYMENT_GATEWAY names, and every gateway by name (callbacks of either are answered). */
export function createGateways({ db, env, clock }: { db: Db; env: Env; clock: Clock }) {
  const all: Record<GatewayName, Gateway> = {
    sandbox: createSandboxGateway({ db, clock, baseUrl: env.PUBLIC_URL ?? '' }),
    zarinpal: createZarinpalGateway({
      merchantId: env.ZARINPAL_MERCHANT_ID ?? '',
      apiUrl: env.ZARINPAL_API_URL,
      startPayUrl: env.ZARINPAL_STARTPAY_URL,
    }),
  };
  return { current: all[env.PAYMENT_GATEWAY], byName: all };
}
