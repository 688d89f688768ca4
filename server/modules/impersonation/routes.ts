import { admin, defineRoute } from '../../http/route';
import { idParams } from '../../http/schemas';
import { impersonationData } from './schemas';
import { IMPERSONATION_LIFETIME_MS } from './service';

export const impersonationRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/users/login_using_id/:id',
    summary: 'Sign in as a user: a user token whose session is marked with the admin and lasts at most an hour',
    tag: 'admin',
    access: admin('users.impersonate'),
    params: idParams,
    labels: { id: 'FIELD_ID' },
    audit: 'user.impersonate',
    response: impersonationData,
    refusals: [404, 409],
    handler: async ({ caller, services, params, ip, userAgent }) => {
      const { token, user } = await services.impersonation.start({ adminId: caller.admin.id, sessionId: caller.session.id }, params.id, { ip, userAgent });
      return {
        message: 'IMPERSONATION_STARTED',
        token,
        data: { user, expires_in_seconds: IMPERSONATION_LIFETIME_MS / 1000 },
        auditTarget: { type: 'user', id: user.id },
      };
    },
  }),
];
