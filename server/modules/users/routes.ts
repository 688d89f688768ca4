import { z } from 'zod';
import { defineRoute, refuseWhileImpersonating, signedInUser } from '../../http/route';
import { changePasswordBody, changeProfileBody, dashboardData, profileData, userData } from './schemas';

const tag = 'user';

export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/user/profile',
    summary: 'The signed-in user',
    tag,
    access: signedInUser,
    response: profileData,
    handler: async ({ caller, services }) => ({
      data: {
        user: await services.users.toPublicUser(caller.user),
        can_set_password_without_current: services.sessions.isInResetWindow(caller.session),
        impersonated_by: await services.impersonation.impersonatorOf(caller.session),
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/user/dashboard',
    summary: 'Balance, minimum balance and recent transactions',
    tag,
    access: signedInUser,
    response: dashboardData,
    handler: async ({ caller, services }) => ({
      data: { ...(await services.users.dashboardOf(caller.user)), impersonated_by: await services.impersonation.impersonatorOf(caller.session) },
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/user/change/profile',
    summary: 'Change name and email',
    tag,
    access: signedInUser,
    body: changeProfileBody,
    labels: { name: 'FIELD_NAME', email: 'FIELD_EMAIL' },
    response: userData,
    handler: async ({ caller, services, body }) => ({
      message: 'ACCOUNT_SAVED',
      data: { user: await services.users.changeProfile(caller.user, body) },
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/user/change/password',
    summary: 'Change the password (the current one is needed outside a reset)',
    tag,
    access: signedInUser,
    body: changePasswordBody,
    labels: { current_password: 'FIELD_CURRENT_PASSWORD', password: 'FIELD_NEW_PASSWORD' },
    response: z.null(),
    refusals: [403, 429],
    handler: async ({ caller, services, body, ip }) => {
      refuseWhileImpersonating(caller);
      await services.users.changePassword(caller.user, caller.session, body, ip);
      return { message: 'PASSWORD_CHANGED' };
    },
  }),
];
