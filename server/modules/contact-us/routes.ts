import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement } from '../../http/route';
import { contactUsContract as contactUs } from '../../../shared/contracts/contact-us.schemas';

export const contactUsRoutes = [
  implement(
    contactUs.send,
    { labels: { name: 'FIELD_NAME', mobile: 'FIELD_MOBILE', email: 'FIELD_EMAIL', subject: 'FIELD_CONTACT_SUBJECT', message: 'FIELD_CONTACT_MESSAGE' } },
    async ({ services, body, ip }) => {
      await services.contactUs.send(body, { ip });
      return { message: 'CONTACT_MESSAGE_SENT', data: null };
    },
  ),
  implement(contactUs.list, { labels: { ...LIST_QUERY_LABELS, state: 'FIELD_READ_STATE' } }, async ({ services, query }) => ({
    data: await services.contactUs.list(query),
  })),
  implement(contactUs.detail, { labels: { id: 'FIELD_ID' } }, async ({ services, params, caller }) => ({
    data: { message: await services.contactUs.open(params.id, caller.admin.id) },
  })),
];
