import { call, http } from '../lib/http/client';
import type { Envelope } from '../server/http/schemas';
import type { ContactUsInput } from '../server/modules/contact-us/schemas';

export function sendContactMessage(input: ContactUsInput) {
  return call(http.post<Envelope<null>>('/contact_us', input));
}
