import { signedOutCalls } from '../lib/http/signed-out-calls';
import type { RegisterInput } from '../shared/contracts/auth.schemas';

export async function register(input: RegisterInput) {
  return (await signedOutCalls()).auth.register({ body: input });
}
