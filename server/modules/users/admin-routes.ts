import { idempotencyKeyOf } from '../../http/idempotency';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement } from '../../http/route';
import { adminUsersContract as users } from '../../../shared/contracts/users.schemas';

const labels = {
  id: 'FIELD_ID',
  name: 'FIELD_NAME',
  mobile: 'FIELD_MOBILE',
  email: 'FIELD_EMAIL',
  password: 'FIELD_PASSWORD',
  min_balance: 'FIELD_MIN_BALANCE',
  amount: 'FIELD_AMOUNT',
  reason: 'FIELD_REASON',
} as const;

export const adminUserRoutes = [
  implement(users.list, { labels: { ...LIST_QUERY_LABELS, status: 'FIELD_STATUS', from: 'FIELD_FROM', to: 'FIELD_TO' } }, async ({ services, query }) => ({
    data: await services.adminUsers.list(query),
  })),
  implement(users.detail, { labels }, async ({ services, params }) => ({ data: await services.adminUsers.single(params.id) })),
  implement(users.create, { labels }, async ({ services, body }) => {
    const user = await services.adminUsers.create(body);
    return {
      message: 'USER_CREATED',
      data: { user },
      auditTarget: { type: 'user', id: user.id, details: { mobile: user.mobile, min_balance: user.min_balance } },
    };
  }),
  implement(users.update, { labels }, async ({ services, body }) => {
    const { user, changed } = await services.adminUsers.update(body);
    return { message: 'CHANGES_SAVED', data: { user }, auditTarget: { type: 'user', id: user.id, details: { changed } } };
  }),
  implement(users.changeMinBalance, { labels }, async ({ services, params, body }) => {
    const { user, previous } = await services.adminUsers.changeMinBalance(params.id, body.min_balance);
    return { message: 'CHANGES_SAVED', data: { user }, auditTarget: { type: 'user', id: user.id, details: { from: previous, to: user.min_balance } } };
  }),
  implement(users.remove, { labels }, async ({ services, params }) => {
    const user = await services.adminUsers.remove(params.id);
    return { message: 'USER_DELETED', data: { user }, auditTarget: { type: 'user', id: user.id, details: { mobile: user.mobile } } };
  }),
  // A repeat of a key gets the first answer back from server/http/idempotency.ts without running again.
  implement(users.adjustBalance, { labels }, async ({ caller, services, params, body, hono }) => {
    const { user, entry } = await services.adminUsers.adjustBalance(caller.admin.id, params.id, body, idempotencyKeyOf(hono));
    return {
      message: 'BALANCE_ADJUSTED',
      data: { user, entry },
      auditTarget: { type: 'user', id: user.id, details: { amount: entry.amount, reason: entry.description, entry_id: entry.id } },
    };
  }),
];
