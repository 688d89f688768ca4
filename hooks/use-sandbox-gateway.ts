import { api } from '../lib/http/api';

/**
 * The payer's choice on the sandbox gateway's page, whose answer names the portal's callback to go to.
 * A plain call, as the sign-in screens make theirs: the public page has no query cache.
 */
export function decideSandboxPayment(authority: string, decision: 'pay' | 'cancel') {
  return api.payments.sandboxDecide({ params: { authority }, body: { decision } });
}
