import { LIST_QUERY_LABELS } from '../../http/list-query';
import { admin, anyone, defineRoute } from '../../http/route';
import { idParams } from '../../http/schemas';
import { contactListQuery, contactMessageData, contactMessagePage, contactUsBody, contactUsData } from './schemas';

const tag = 'contact_us';
const access = admin('contact_us.view');

export const contactUsRoutes = [
  defineRoute({
    method: 'post',
    path: '/contact_us',
    summary: 'A visitor’s message to the site (a mobile or an email to answer on); limited per address',
    tag,
    access: anyone,
    body: contactUsBody,
    labels: { name: 'FIELD_NAME', mobile: 'FIELD_MOBILE', email: 'FIELD_EMAIL', subject: 'FIELD_CONTACT_SUBJECT', message: 'FIELD_CONTACT_MESSAGE' },
    response: contactUsData,
    successStatus: 201,
    refusals: [429],
    handler: async ({ services, body, ip }) => {
      await services.contactUs.send(body, { ip });
      return { message: 'CONTACT_MESSAGE_SENT', data: null };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/contact_us/list',
    summary: 'Contact-us messages, newest first, by read state, searched by name, mobile, email or subject',
    tag,
    access,
    query: contactListQuery,
    labels: { ...LIST_QUERY_LABELS, state: 'FIELD_READ_STATE' },
    response: contactMessagePage,
    handler: async ({ services, query }) => ({ data: await services.contactUs.list(query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/contact_us/:id',
    summary: 'One message whole; opening it marks it read (not audited: reading changes nothing but the read mark)',
    tag,
    access,
    params: idParams,
    labels: { id: 'FIELD_ID' },
    response: contactMessageData,
    refusals: [404],
    handler: async ({ services, params, caller }) => ({ data: { message: await services.contactUs.open(params.id, caller.admin.id) } }),
  }),
];
