import { admin, fileResponse, routes, signedInUser } from './kit';

// Support tickets: a user opens one with a unit, both sides write in it (with an optional
// attachment), either side closes it (the schemas: support.schemas.ts).

/**
 * open → answered (an admin replied) ↔ customer_reply (the user wrote again) → closed. A reply to a
 * closed ticket reopens it: the user's as customer_reply, an admin's as answered.
 */
export const SUPPORT_STATUSES = ['open', 'answered', 'customer_reply', 'closed'] as const;
export type SupportStatusKey = (typeof SUPPORT_STATUSES)[number];

/** Tickets waiting for an admin: the dashboard's open tickets. */
export const WAITING_FOR_ADMIN: readonly SupportStatusKey[] = ['open', 'customer_reply'];

/** Largest attachment, in bytes. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** What an attachment may be, checked on its bytes; the browser's file picker offers the same. */
export const ATTACHMENT_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_CONTENT_TYPES;

const attachment = fileResponse(Object.values(ATTACHMENT_CONTENT_TYPES).map((type) => type.split(';')[0]!));
const manage = admin('support.manage');
const sortFields = ['last_activity_at', 'created_at'] as const;

export const supportRoutes = routes({
  // The user's side
  userUnits: { method: 'get', path: '/user/support/unit/list', access: signedInUser },
  ownList: {
    method: 'get',
    path: '/user/support/list',
    access: signedInUser,
    listing: { sortFields, defaultSort: 'last_activity_at:desc', filters: { status: SUPPORT_STATUSES } },
  },
  open: {
    method: 'post',
    path: '/user/support/create',
    access: signedInUser,
    multipart: true,
    files: ['attachment'],
    successStatus: 201,
    refusals: [422, 429],
  },
  ownThread: { method: 'get', path: '/user/support/:id', access: signedInUser, refusals: [404] },
  reply: {
    method: 'post',
    path: '/user/support/:id/reply',
    access: signedInUser,
    multipart: true,
    files: ['attachment'],
    successStatus: 201,
    refusals: [404, 422, 429],
  },
  closeOwn: { method: 'patch', path: '/user/support/:id/close', access: signedInUser, refusals: [404] },
  ownAttachment: { method: 'get', path: '/user/support/attachment/:message_id', access: signedInUser, answers: attachment, refusals: [404] },

  // The admins' side (the seed's calls, spelled as there)
  list: {
    method: 'get',
    path: '/admin/support/list',
    access: manage,
    listing: { sortFields, defaultSort: 'last_activity_at:desc', filters: { status: SUPPORT_STATUSES, unit_id: 'number', user_id: 'number' } },
  },
  units: { method: 'get', path: '/admin/support/unit/list', access: manage },
  createUnit: { method: 'post', path: '/admin/support/unit/create', access: manage, successStatus: 201, audit: 'support.unit_create' },
  updateUnit: { method: 'patch', path: '/admin/support/unit/:id/update', access: manage, refusals: [404], audit: 'support.unit_update' },
  thread: { method: 'get', path: '/admin/support/message/:id/list', access: manage, refusals: [404] },
  answer: {
    method: 'post',
    path: '/admin/support/message/:support_id/create',
    access: manage,
    multipart: true,
    files: ['attachment'],
    successStatus: 201,
    refusals: [404, 422, 429],
    audit: 'support.reply',
  },
  close: { method: 'patch', path: '/admin/support/:id/close', access: manage, refusals: [404], audit: 'support.close' },
  attachment: { method: 'get', path: '/admin/support/attachment/:message_id', access: manage, answers: attachment, refusals: [404] },
});
