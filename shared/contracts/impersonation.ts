import { admin, routes } from './kit';

// An admin signing in as a user (the schemas: impersonation.schemas.ts).

export const impersonationRoutes = routes({
  /** The user token travels as the envelope's `token`; 404 for no such user, 409 for one who never verified the mobile. */
  start: { method: 'get', path: '/admin/users/login_using_id/:id', access: admin('users.impersonate'), refusals: [404, 409], audit: 'user.impersonate' },
});
