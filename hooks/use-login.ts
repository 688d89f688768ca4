import { signedOutCalls } from '../lib/http/signed-out-calls';
import type { LoginInput } from '../shared/contracts/auth.schemas';

export async function login(input: LoginInput) {
  return (await signedOutCalls()).auth.login({ body: input });
}
