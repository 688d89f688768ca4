import { implement } from '../../http/route';
import { impersonationContract as impersonation } from '../../../shared/contracts/impersonation.schemas';
import { IMPERSONATION_LIFETIME_MS } from './service';

export const impersonationRoutes = [
  implement(impersonation.start, { labels: { id: 'FIELD_ID' } }, async ({ caller, services, params, ip, userAgent }) => {
    const { token, user } = await services.impersonation.start({ adminId: caller.admin.id, sessionId: caller.session.id }, params.id, { ip, userAgent });
    return {
      message: 'IMPERSONATION_STARTED',
      token,
      data: { user, expires_in_seconds: IMPERSONATION_LIFETIME_MS / 1000 },
      auditTarget: { type: 'user', id: user.id },
    };
  }),
];
