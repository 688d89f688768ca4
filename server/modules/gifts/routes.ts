import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement } from '../../http/route';
import { giftsContract as gifts } from '../../../shared/contracts/gifts.schemas';

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
  implement(gifts.list, { labels }, async ({ services, query }) => ({ data: await services.gifts.list(query) })),
  implement(gifts.userOptions, { labels }, async ({ services, query }) => ({ data: { items: await services.gifts.userOptions(query.search) } })),
  implement(gifts.create, { labels }, async ({ caller, services, body }) => {
    const gift = await services.gifts.create(caller.admin.id, body);
    return {
      message: 'GIFT_CREATED',
      data: { gift },
      auditTarget: { type: 'gift', id: gift.id, details: { title: gift.title, amount: gift.amount, audience: gift.audience } },
    };
  }),
  implement(gifts.detail, { labels }, async ({ services, params }) => ({ data: await services.gifts.detail(params.id) })),
  implement(gifts.update, { labels }, async ({ services, params, body }) => {
    const { gift, changed } = await services.gifts.update(params.id, body);
    return { message: 'CHANGES_SAVED', data: { gift }, auditTarget: { type: 'gift', id: gift.id, details: { changed } } };
  }),
  implement(gifts.remove, { labels }, async ({ services, params }) => {
    const gift = await services.gifts.delete(params.id);
    return { message: 'GIFT_DELETED', data: { gift }, auditTarget: { type: 'gift', id: gift.id, details: { title: gift.title } } };
  }),
  implement(gifts.publish, { labels }, async ({ caller, services, params }) => {
    const { gift, isRepeat } = await services.gifts.publish(params.id, caller.admin.id);
    const isPublishing = gift.status === 'publishing';
    return {
      message: isPublishing ? (isRepeat ? 'GIFT_ALREADY_PUBLISHING' : 'GIFT_PUBLISHING') : isRepeat ? 'GIFT_ALREADY_PUBLISHED' : 'GIFT_PUBLISHED',
      data: { gift },
      // One row per publish, written with the answer: a background run writes none, so the row names the
      // audience it froze beside what was credited by then.
      auditTarget: {
        type: 'gift',
        id: gift.id,
        details: {
          target_count: gift.target_count,
          recipients_count: gift.recipients_count,
          total_amount: gift.total_amount,
          repeat: isRepeat,
        },
      },
    };
  }),
];
