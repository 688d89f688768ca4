import { signedOutCalls } from '../lib/http/signed-out-calls';
import type { ContactUsInput } from '../shared/contracts/contact-us.schemas';

export async function sendContactMessage(input: ContactUsInput) {
  return (await signedOutCalls()).contactUs.send({ body: input });
}
