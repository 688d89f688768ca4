import { AppError } from '../../errors';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { admin, defineRoute } from '../../http/route';
import { idParams } from '../../http/schemas';
import {
  adminUserAdjustBody,
  adminUserAdjustData,
  adminUserCreateBody,
  adminUserData,
  adminUserListQuery,
  adminUserMinBalanceBody,
  adminUserPage,
  adminUserSingleData,
  adminUserUpdateBody,
} from './admin-schemas';

const tag = 'admin';
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

/** What an Idempotency-Key may be: long enough to be unique per request, short enough for the ledger reference. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const adminUserRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/users/list',
    summary: 'Users, searched by name, mobile or email, filtered by status, below-minimum and registration days, sorted and paginated',
    tag,
    access: admin('users.view'),
    query: adminUserListQuery,
    labels: { ...LIST_QUERY_LABELS, status: 'FIELD_STATUS', from: 'FIELD_FROM', to: 'FIELD_TO' },
    response: adminUserPage,
    handler: async ({ services, query }) => ({ data: await services.adminUsers.list(query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users/single/:id',
    summary: 'One user (deleted ones too): profile, balance, latest ledger entries, payments and tickets counts',
    tag,
    access: admin('users.view'),
    params: idParams,
    labels,
    response: adminUserSingleData,
    refusals: [404],
    handler: async ({ services, params }) => ({ data: await services.adminUsers.single(params.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/users/create',
    summary: 'Create a verified user',
    tag,
    access: admin('users.manage'),
    body: adminUserCreateBody,
    labels,
    audit: 'user.create',
    response: adminUserData,
    successStatus: 201,
    handler: async ({ services, body }) => {
      const user = await services.adminUsers.create(body);
      return { message: 'USER_CREATED', data: { user }, auditTarget: { type: 'user', id: user.id, details: { mobile: user.mobile, min_balance: user.min_balance } } };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/users/update',
    summary: 'Update a user (id in the body); only name, mobile, email, password and minimum balance may change, any other key is a 422',
    tag,
    access: admin('users.manage'),
    body: adminUserUpdateBody,
    labels,
    audit: 'user.update',
    response: adminUserData,
    refusals: [404, 409],
    handler: async ({ services, body }) => {
      const { user, changed } = await services.adminUsers.update(body);
      return { message: 'CHANGES_SAVED', data: { user }, auditTarget: { type: 'user', id: user.id, details: { changed } } };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/users/change_min_balance/:id',
    summary: "Change a user's minimum balance (Rials)",
    tag,
    access: admin('users.manage'),
    params: idParams,
    body: adminUserMinBalanceBody,
    labels,
    audit: 'user.min_balance',
    response: adminUserData,
    refusals: [404, 409],
    handler: async ({ services, params, body }) => {
      const { user, previous } = await services.adminUsers.changeMinBalance(params.id, body.min_balance);
      return { message: 'CHANGES_SAVED', data: { user }, auditTarget: { type: 'user', id: user.id, details: { from: previous, to: user.min_balance } } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/users/delete/:id',
    summary: 'Soft-delete a user: sign-in ends and their sessions with it, ledger and payments stay, the mobile can register again',
    tag,
    access: admin('users.manage'),
    params: idParams,
    labels,
    audit: 'user.delete',
    response: adminUserData,
    refusals: [404, 409],
    handler: async ({ services, params }) => {
      const user = await services.adminUsers.remove(params.id);
      return { message: 'USER_DELETED', data: { user }, auditTarget: { type: 'user', id: user.id, details: { mobile: user.mobile } } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/users/:id/adjust_balance',
    summary:
      'Credit (positive) or debit (negative) a user by whole Rials with a reason, as one ledger entry; an Idempotency-Key header makes a retry apply it once and answer the first result',
    tag,
    access: admin('users.manage'),
    params: idParams,
    body: adminUserAdjustBody,
    labels,
    audit: 'user.balance_adjust',
    response: adminUserAdjustData,
    refusals: [404, 409, 422],
    handler: async ({ caller, services, params, body, hono }) => {
      const key = hono.req.header('idempotency-key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
      const { user, entry, isRepeat } = await services.adminUsers.adjustBalance(caller.admin.id, params.id, body, key);
      return {
        message: 'BALANCE_ADJUSTED',
        data: { user, entry },
        // Recorded once, with the entry: a replayed request changed nothing.
        isReplay: isRepeat,
        auditTarget: { type: 'user', id: user.id, details: { amount: entry.amount, reason: entry.description, entry_id: entry.id } },
      };
    },
  }),
];

