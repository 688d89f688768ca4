import { routes, signedInUser } from './kit';

// The signed-in user's own account: profile, dashboard, changes (the schemas: user.schemas.ts).

export const userRoutes = routes({
  profile: { method: 'get', path: '/user/profile', access: signedInUser },
  dashboard: { method: 'get', path: '/user/dashboard', access: signedInUser },
  changeProfile: { method: 'post', path: '/user/change/profile', access: signedInUser },
  /** 403 for an admin signed in as the user; 429 after too many wrong current passwords. */
  changePassword: { method: 'post', path: '/user/change/password', access: signedInUser, refusals: [403, 429] },
});
