import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement } from '../../http/route';
import { MAX_IMAGE_BYTES } from '../../storage/image-store';
import { ADMIN_STATUSES } from '../../../shared/contracts/admins';
import { adminsContract as admins } from '../../../shared/contracts/admins.schemas';
import { AUDIT_ACTIONS } from '../../../shared/contracts/routes';
import { PERMISSION_KEYS } from '../../../shared/contracts/permissions';
import { SUPPORT_STATUSES } from '../../../shared/contracts/support';
import { USER_STATUSES } from '../../../shared/contracts/user-statuses';
import { menuOf, toPublicAdmin } from './service';

const labels = {
  id: 'FIELD_ID',
  name: 'FIELD_NAME',
  username: 'FIELD_USERNAME',
  password: 'FIELD_PASSWORD',
  challenge: 'FIELD_CHALLENGE',
  code: 'FIELD_TWO_FACTOR_CODE',
  current_password: 'FIELD_CURRENT_PASSWORD',
  permissions: 'FIELD_PERMISSIONS',
} as const;
/** An avatar of up to 2 MB plus the form's text fields. */
const MULTIPART_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export const adminRoutes = [
  implement(admins.login, { labels }, async ({ body, services, ip, userAgent }) => {
    const result = await services.admins.login(body, { ip, userAgent });
    // Not signed in yet: the code step records the sign-in when it opens the session.
    if ('two_factor' in result) return { message: 'TWO_FACTOR_CODE_NEEDED', data: result };
    const { token, admin: signedIn } = result;
    return { message: 'WELCOME', token, data: { admin: signedIn }, auditAs: signedIn.id, auditTarget: { type: 'admin', id: signedIn.id } };
  }),
  implement(admins.loginWithCode, { labels }, async ({ body, services, ip, userAgent }) => {
    const { token, admin: signedIn } = await services.admins.loginWithCode(body, { ip, userAgent });
    return { message: 'WELCOME', token, data: { admin: signedIn }, auditAs: signedIn.id, auditTarget: { type: 'admin', id: signedIn.id } };
  }),
  implement(admins.logout, {}, async ({ caller, services }) => {
    await services.sessions.endSession(caller.session.id);
    return { message: 'ADMIN_SIGNED_OUT', auditTarget: { type: 'admin', id: caller.admin.id } };
  }),
  implement(admins.filters, {}, async () => ({
    data: {
      permissions: [...PERMISSION_KEYS],
      admin_statuses: [...ADMIN_STATUSES],
      audit_actions: [...AUDIT_ACTIONS],
      user_statuses: [...USER_STATUSES],
      support_statuses: [...SUPPORT_STATUSES],
    },
  })),
  implement(admins.menu, {}, async ({ caller }) => ({ data: { menu: menuOf(caller.admin, caller.permissions) } })),
  implement(admins.profile, {}, async ({ caller }) => ({ data: { admin: toPublicAdmin(caller.admin) } })),
  implement(admins.shell, {}, async ({ caller }) => ({
    data: {
      admin: toPublicAdmin(caller.admin),
      menu: menuOf(caller.admin, caller.permissions),
      must_set_up_two_factor: caller.mustSetUpTwoFactor,
      // The setting the sign-in read already: the admins page needs no call of its own for it.
      security: caller.admin.is_super ? { two_factor_required: caller.isTwoFactorRequired } : null,
    },
  })),
  implement(admins.changeProfile, { labels, maxBodyBytes: MULTIPART_LIMIT }, async ({ caller, services, body, files }) => {
    const updated = await services.admins.changeProfile(caller.admin, body, files.avatar);
    return { message: 'PROFILE_SAVED', data: { admin: updated }, auditTarget: { type: 'admin', id: updated.id } };
  }),
  implement(admins.changePassword, { labels }, async ({ caller, services, body, ip }) => {
    await services.admins.changePassword(caller.admin, caller.session, body, ip);
    return { message: 'PASSWORD_CHANGED', auditTarget: { type: 'admin', id: caller.admin.id } };
  }),
  implement(admins.list, { labels: LIST_QUERY_LABELS }, async ({ services, query }) => ({ data: await services.admins.list(query) })),
  implement(admins.create, { labels, maxBodyBytes: MULTIPART_LIMIT }, async ({ caller, services, body, files }) => {
    const created = await services.admins.create(caller.admin, body, files.avatar);
    return {
      message: 'ADMIN_CREATED',
      data: { admin: created },
      auditTarget: { type: 'admin', id: created.id, details: { username: created.username, permissions: created.permissions, is_super: created.is_super } },
    };
  }),
  implement(admins.update, { labels, maxBodyBytes: MULTIPART_LIMIT }, async ({ caller, services, body, files, params }) => {
    const { admin: updated, changed } = await services.admins.update(caller.admin, params.id, body, files.avatar);
    return { message: 'CHANGES_SAVED', data: { admin: updated }, auditTarget: { type: 'admin', id: updated.id, details: { changed } } };
  }),
  implement(admins.first, { labels }, async ({ services, params }) => ({ data: { admin: await services.admins.first(params.id) } })),
];
