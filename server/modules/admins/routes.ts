import { z } from 'zod';
import { admin, anyone, defineRoute } from '../../http/route';
import { LIST_QUERY_LABELS } from '../../http/list-query';
import { idParams } from '../../http/schemas';
import { AUDIT_ACTIONS } from '../audit/actions';
import { MAX_IMAGE_BYTES } from '../../storage/image-store';
import { USER_STATUSES } from '../../../shared/contracts/user-statuses';
import { SUPPORT_STATUSES } from '../support/schemas';
import { PERMISSION_KEYS } from '../../../shared/contracts/permissions';
import {
  adminChangePasswordBody,
  adminChangeProfileBody,
  adminCreateBody,
  adminData,
  adminFiltersData,
  adminListQuery,
  adminLoginBody,
  adminMenuData,
  adminPage,
  adminShellData,
  adminUpdateBody,
} from './schemas';
import { menuOf, toPublicAdmin } from './service';

const tag = 'admin';
const labels = {
  id: 'FIELD_ID',
  name: 'FIELD_NAME',
  username: 'FIELD_USERNAME',
  password: 'FIELD_PASSWORD',
  current_password: 'FIELD_CURRENT_PASSWORD',
  permissions: 'FIELD_PERMISSIONS',
} as const;
/** An avatar of up to 2 MB plus the form's text fields. */
const MULTIPART_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export const adminRoutes = [
  defineRoute({
    method: 'post',
    path: '/admin/auth/login',
    summary: 'Admin sign-in with username and password',
    tag,
    access: anyone,
    body: adminLoginBody,
    labels,
    audit: 'admin.login',
    response: adminData,
    refusals: [429],
    handler: async ({ body, services, ip, userAgent }) => {
      const { token, admin: signedIn } = await services.admins.login(body, { ip, userAgent });
      return { message: 'WELCOME', token, data: { admin: signedIn }, auditAs: signedIn.id, auditTarget: { type: 'admin', id: signedIn.id } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/auth/logout',
    summary: 'End the admin session',
    tag,
    access: admin(),
    audit: 'admin.logout',
    response: z.null(),
    handler: async ({ caller, services }) => {
      await services.sessions.endSession(caller.session.id);
      return { message: 'ADMIN_SIGNED_OUT', auditTarget: { type: 'admin', id: caller.admin.id } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/filters',
    summary: 'The values the list screens filter by, as keys the panel names in its own language',
    tag,
    access: admin(),
    response: adminFiltersData,
    handler: async () => ({
      data: { permissions: [...PERMISSION_KEYS], admin_statuses: ['active', 'inactive'], audit_actions: [...AUDIT_ACTIONS], user_statuses: [...USER_STATUSES], support_statuses: [...SUPPORT_STATUSES] },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/menu',
    summary: 'The sidebar entries this admin may use',
    tag,
    access: admin(),
    response: adminMenuData,
    handler: async ({ caller }) => ({ data: { menu: menuOf(caller.admin, caller.permissions) } }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/profile',
    summary: 'The signed-in admin',
    tag,
    access: admin(),
    response: adminData,
    handler: async ({ caller }) => ({ data: { admin: toPublicAdmin(caller.admin) } }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/shell',
    summary: 'The signed-in admin and its menu together: what every admin page renders around its content',
    tag,
    access: admin(),
    response: adminShellData,
    handler: async ({ caller }) => ({ data: { admin: toPublicAdmin(caller.admin), menu: menuOf(caller.admin, caller.permissions) } }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/change_profile',
    summary: 'Change name and avatar (multipart)',
    tag,
    access: admin(),
    multipart: true,
    files: ['avatar'],
    maxBodyBytes: MULTIPART_LIMIT,
    body: adminChangeProfileBody,
    labels,
    audit: 'profile.update',
    response: adminData,
    refusals: [429],
    handler: async ({ caller, services, body, files }) => {
      const updated = await services.admins.changeProfile(caller.admin, body, files.avatar);
      return { message: 'PROFILE_SAVED', data: { admin: updated }, auditTarget: { type: 'admin', id: updated.id } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/change_password',
    summary: "Change the admin's password and end its other sessions",
    tag,
    access: admin(),
    body: adminChangePasswordBody,
    labels,
    audit: 'profile.password',
    response: z.null(),
    refusals: [429],
    handler: async ({ caller, services, body, ip }) => {
      await services.admins.changePassword(caller.admin, caller.session, body, ip);
      return { message: 'PASSWORD_CHANGED', auditTarget: { type: 'admin', id: caller.admin.id } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/admin/list',
    summary: 'Admins, searched and paginated',
    tag,
    access: admin('admins.manage'),
    query: adminListQuery,
    labels: LIST_QUERY_LABELS,
    response: adminPage,
    handler: async ({ services, query }) => ({ data: await services.admins.list(query) }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/admin/create',
    summary: 'Create an admin (multipart with avatar and permissions[])',
    tag,
    access: admin('admins.manage'),
    multipart: true,
    files: ['avatar'],
    maxBodyBytes: MULTIPART_LIMIT,
    body: adminCreateBody,
    labels,
    audit: 'admin.create',
    response: adminData,
    successStatus: 201,
    refusals: [403, 429],
    handler: async ({ caller, services, body, files }) => {
      const created = await services.admins.create(caller.admin, body, files.avatar);
      return {
        message: 'ADMIN_CREATED',
        data: { admin: created },
        auditTarget: { type: 'admin', id: created.id, details: { username: created.username, permissions: created.permissions, is_super: created.is_super } },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/admin/:id/update',
    summary: 'Update an admin (multipart)',
    tag,
    access: admin('admins.manage'),
    multipart: true,
    files: ['avatar'],
    maxBodyBytes: MULTIPART_LIMIT,
    body: adminUpdateBody,
    labels,
    audit: 'admin.update',
    params: idParams,
    response: adminData,
    refusals: [403, 404, 429],
    handler: async ({ caller, services, body, files, params }) => {
      const { admin: updated, changed } = await services.admins.update(caller.admin, params.id, body, files.avatar);
      return { message: 'CHANGES_SAVED', data: { admin: updated }, auditTarget: { type: 'admin', id: updated.id, details: { changed } } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/admin/:id/first',
    summary: 'One admin',
    tag,
    access: admin('admins.manage'),
    params: idParams,
    labels,
    response: adminData,
    refusals: [404],
    handler: async ({ services, params }) => ({ data: { admin: await services.admins.first(params.id) } }),
  }),
];
