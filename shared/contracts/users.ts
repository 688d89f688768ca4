import { admin, routes } from './kit';
import { USER_STATUSES } from './user-statuses';

// The admin's users area: the list, one user, and the changes an admin makes to a user (the schemas:
// users.schemas.ts). Signing in as a user and the low-balance texts are areas of their own.

/** The below-minimum filter's values: `1`/`true` shows only users whose balance is below their minimum. */
export const BELOW_MINIMUM_VALUES = ['1', '0', 'true', 'false'] as const;

const view = admin('users.view');
const manage = admin('users.manage');

export const adminUserRoutes = routes({
  list: {
    method: 'get',
    path: '/admin/users/list',
    access: view,
    listing: {
      sortFields: ['created_at', 'name', 'balance'],
      defaultSort: 'created_at:desc',
      filters: { status: USER_STATUSES, below_minimum: BELOW_MINIMUM_VALUES, from: 'day', to: 'day' },
    },
  },
  detail: { method: 'get', path: '/admin/users/single/:id', access: view, refusals: [404] },
  create: { method: 'post', path: '/admin/users/create', access: manage, successStatus: 201, audit: 'user.create' },
  /** The id travels in the body (the seed's path has none). */
  update: { method: 'patch', path: '/admin/users/update', access: manage, refusals: [404, 409], audit: 'user.update' },
  changeMinBalance: { method: 'patch', path: '/admin/users/change_min_balance/:id', access: manage, refusals: [404, 409], audit: 'user.min_balance' },
  remove: { method: 'delete', path: '/admin/users/delete/:id', access: manage, refusals: [404, 409], audit: 'user.delete' },
  adjustBalance: {
    method: 'post',
    path: '/admin/users/:id/adjust_balance',
    access: manage,
    idempotent: true,
    refusals: [404, 409, 422],
    audit: 'user.balance_adjust',
  },
});
