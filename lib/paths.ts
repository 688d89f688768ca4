export const paths = {
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  verify: (verificationId: string, next: string) => `/verify/${encodeURIComponent(verificationId)}?next=${encodeURIComponent(next)}`,
  dashboard: '/p/dashboard',
  profile: '/p/profile',
  changePassword: '/p/change-password',
} as const;

/** Only a path on this site may be a return target (`r`, `next`), never another origin. */
export function safeReturnPath(value: unknown, fallback: string = paths.dashboard): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
