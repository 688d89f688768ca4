import { admin, defineRoute } from '../../http/route';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { idParams } from '../../http/schemas';
import { giftCreateBody, giftData, giftDetailData, giftListQuery, giftPage, giftUpdateBody, giftUserOptionsData, giftUserOptionsQuery } from './schemas';

const tag = 'gift';
const access = admin('gifts.manage');
const labels = {
  id: 'FIELD_ID',
  title: 'FIELD_TITLE',
  amount: 'FIELD_AMOUNT',
  audience: 'FIELD_AUDIENCE',
  user_ids: 'FIELD_USER_IDS',
  expires_at: 'FIELD_EXPIRES_AT',
  status: 'FIELD_STATUS',
  ...LIST_QUERY_LABELS,
} as const;

export const giftRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/gifts/list',
    summary: 'Gifts, searched by title, filtered by status and paginated',
    tag,
    access,
    query: giftListQuery,
    labels,
    response: giftPage,
    handler: async ({ services, query }) => ({ data: await services.gifts.list(query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/gifts/user_options',
    summary: 'Users to choose as recipients: name or mobile containing `search`, at most 20',
    tag,
    access,
    query: giftUserOptionsQuery,
    labels,
    response: giftUserOptionsData,
    handler: async ({ services, query }) => ({ data: { items: await services.gifts.userOptions(query.search) } }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/gifts/create',
    summary: 'Create a draft gift (amount in Rials); accepts Idempotency-Key',
    tag,
    access,
    idempotent: true,
    body: giftCreateBody,
    labels,
    audit: 'gift.create',
    response: giftData,
    successStatus: 201,
    handler: async ({ caller, services, body }) => {
      const gift = await services.gifts.create(caller.admin.id, body);
      return {
        message: 'GIFT_CREATED',
        data: { gift },
        auditTarget: { type: 'gift', id: gift.id, details: { title: gift.title, amount: gift.amount, audience: gift.audience } },
      };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/gifts/:id/single',
    summary: 'One gift, its chosen users, and how many users and how much in all a publish would credit now',
    tag,
    access,
    params: idParams,
    labels,
    response: giftDetailData,
    refusals: [404],
    handler: async ({ services, params }) => ({ data: await services.gifts.detail(params.id) }),
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/gifts/:id/update',
    summary: 'Change a draft gift; a published one cannot change (409)',
    tag,
    access,
    params: idParams,
    body: giftUpdateBody,
    labels,
    audit: 'gift.update',
    response: giftData,
    refusals: [404, 409],
    handler: async ({ services, params, body }) => {
      const { gift, changed } = await services.gifts.update(params.id, body);
      return { message: 'CHANGES_SAVED', data: { gift }, auditTarget: { type: 'gift', id: gift.id, details: { changed } } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/gifts/:id/delete',
    summary: 'Delete a draft gift; a published one cannot be deleted (409)',
    tag,
    access,
    params: idParams,
    labels,
    audit: 'gift.delete',
    response: giftData,
    refusals: [404, 409],
    handler: async ({ services, params }) => {
      const gift = await services.gifts.delete(params.id);
      return { message: 'GIFT_DELETED', data: { gift }, auditTarget: { type: 'gift', id: gift.id, details: { title: gift.title } } };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/gifts/:id/publish',
    summary: 'Credit every target once and mark the gift published; a repeat answers the published gift; accepts Idempotency-Key',
    tag,
    access,
    idempotent: true,
    params: idParams,
    labels,
    audit: 'gift.publish',
    response: giftData,
    refusals: [404, 422],
    handler: async ({ caller, services, params }) => {
      const { gift, isRepeat } = await services.gifts.publish(params.id, caller.admin.id);
      return {
        message: isRepeat ? 'GIFT_ALREADY_PUBLISHED' : 'GIFT_PUBLISHED',
        data: { gift },
        auditTarget: { type: 'gift', id: gift.id, details: { recipients_count: gift.recipients_count, total_amount: gift.total_amount, repeat: isRepeat } },
      };
    },
  }),
];
