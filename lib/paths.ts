export const paths = {
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  verify: (verificationId: string, next: string) => `/verify/${encodeURIComponent(verificationId)}?next=${encodeURIComponent(next)}`,
  dashboard: '/p/dashboard',
  profile: '/p/profile',
  changePassword: '/p/change-password',
  wallet: '/p/wallet',
  videos: '/p/videos',
  support: '/p/support',
  contactUs: '/contact-us',
} as const;

/** No real page needs more; anything longer is not a link we made. */
const MAX_RETURN_PATH_LENGTH = 2048;
// A placeholder: the value is judged by whether it keeps this origin, whatever the real one is.
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * Only a path on this site may be a return target (`r`, `next`). The value is parsed the way the
 * browser will (tabs and newlines dropped, backslashes read as slashes, dot segments resolved),
 * and the parsed, percent-encoded path is what we hand back, so the browser and this check cannot
 * disagree and the result is always safe in a Location header.
 */
export function safeReturnPath(value: unknown, fallback: string = paths.dashboard): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > MAX_RETURN_PATH_LENGTH) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== PROBE_ORIGIN) return fallback;
  const path = parsed.pathname + parsed.search + parsed.hash;
  // `/.//evil` parses to the path `//evil`, which a browser would then read as another host.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
