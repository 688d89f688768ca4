import { admin, anyone, routes } from './kit';

// Visitors' messages to the site and the admin's inbox of them (the schemas: contact-us.schemas.ts).

export const CONTACT_READ_STATES = ['unread', 'read'] as const;
export type ContactReadState = (typeof CONTACT_READ_STATES)[number];

/** The longest message a visitor may send. */
export const CONTACT_MESSAGE_MAX = 5000;
/** The honeypot: a field a person never sees (hidden from sight and from screen readers), which form-filling bots fill. */
export const CONTACT_HONEYPOT_FIELD = 'website';

const access = admin('contact_us.view');

export const contactUsRoutes = routes({
  send: { method: 'post', path: '/contact_us', access: anyone, successStatus: 201, refusals: [429] },
  list: {
    method: 'get',
    path: '/admin/contact_us/list',
    access,
    listing: { sortFields: ['created_at'], defaultSort: 'created_at:desc', filters: { state: CONTACT_READ_STATES } },
  },
  detail: { method: 'get', path: '/admin/contact_us/:id', access, refusals: [404] },
});
