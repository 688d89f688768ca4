import { implement, refuseWhileImpersonating } from '../../http/route';
import { userContract as user } from '../../../shared/contracts/user.schemas';

export const userRoutes = [
  implement(user.profile, {}, async ({ caller, services }) => ({
    data: {
      user: await services.users.toPublicUser(caller.user, caller.balance),
      can_set_password_without_current: services.sessions.isInResetWindow(caller.session),
      impersonated_by: await services.impersonation.impersonatorOf(caller.session),
    },
  })),
  implement(user.dashboard, {}, async ({ caller, services }) => ({
    data: { ...(await services.users.dashboardOf(caller.user, caller.balance)), impersonated_by: await services.impersonation.impersonatorOf(caller.session) },
  })),
  implement(user.changeProfile, { labels: { name: 'FIELD_NAME', email: 'FIELD_EMAIL' } }, async ({ caller, services, body }) => {
    const saved = await services.users.changeProfile(caller.user, body);
    return { message: 'ACCOUNT_SAVED', data: { user: await services.users.toPublicUser({ ...caller.user, ...saved }, caller.balance) } };
  }),
  implement(
    user.changePassword,
    { labels: { current_password: 'FIELD_CURRENT_PASSWORD', password: 'FIELD_NEW_PASSWORD' } },
    async ({ caller, services, body, ip }) => {
      refuseWhileImpersonating(caller);
      await services.users.changePassword(caller.user, caller.session, body, ip);
      return { message: 'PASSWORD_CHANGED' };
    },
  ),
];
