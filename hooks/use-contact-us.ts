import { api } from '../lib/http/api';
import type { ContactUsInput } from '../shared/contracts/contact-us.schemas';

export function sendContactMessage(input: ContactUsInput) {
  return api.contactUs.send({ body: input });
}
