import { anyone, routes, signedInUser } from './kit';

// Signing up, in and out, and proving a mobile with a texted code (the schemas: auth.schemas.ts).

export const authRoutes = routes({
  register: { method: 'post', path: '/auth/register', access: anyone, refusals: [429] },
  verify: { method: 'post', path: '/auth/verify', access: anyone },
  verificationStatus: { method: 'get', path: '/auth/verification/:id', access: anyone },
  resend: { method: 'post', path: '/auth/resend', access: anyone, refusals: [429] },
  forgetPassword: { method: 'post', path: '/auth/forget/password', access: anyone, refusals: [429] },
  login: { method: 'post', path: '/auth/login', access: anyone, refusals: [429] },
  logout: { method: 'post', path: '/auth/logout', access: signedInUser },
});
