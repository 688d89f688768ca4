import { signedOutCalls } from '../lib/http/signed-out-calls';

export async function forgetPassword(mobile: string) {
  return (await signedOutCalls()).auth.forgetPassword({ body: { mobile } });
}
