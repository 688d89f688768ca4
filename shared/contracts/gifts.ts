import { admin, routes } from './kit';

// Gifts: credits an admin drafts for an audience and publishes once (the schemas: gifts.schemas.ts).

export const GIFT_AUDIENCES = ['all', 'users', 'below_minimum'] as const;
/** `publishing`: a gift to a whole audience being credited in batches in the background. */
export const GIFT_STATUSES = ['draft', 'publishing', 'published'] as const;
export type GiftAudienceKey = (typeof GIFT_AUDIENCES)[number];
export type GiftStatusKey = (typeof GIFT_STATUSES)[number];

/** The most users one gift may be chosen for by hand; a wider gift is for everyone or those below their minimum. */
export const MAX_CHOSEN_USERS = 1000;

const access = admin('gifts.manage');

export const giftRoutes = routes({
  list: {
    method: 'get',
    path: '/admin/gifts/list',
    access,
    listing: { sortFields: ['created_at', 'amount'], defaultSort: 'created_at:desc', filters: { status: GIFT_STATUSES } },
  },
  userOptions: { method: 'get', path: '/admin/gifts/user_options', access },
  create: { method: 'post', path: '/admin/gifts/create', access, idempotent: true, successStatus: 201, audit: 'gift.create' },
  detail: { method: 'patch', path: '/admin/gifts/:id/single', access, refusals: [404] },
  update: { method: 'patch', path: '/admin/gifts/:id/update', access, refusals: [404, 409], audit: 'gift.update' },
  remove: { method: 'delete', path: '/admin/gifts/:id/delete', access, refusals: [404, 409], audit: 'gift.delete' },
  publish: { method: 'patch', path: '/admin/gifts/:id/publish', access, idempotent: true, refusals: [404, 422], audit: 'gift.publish' },
});
