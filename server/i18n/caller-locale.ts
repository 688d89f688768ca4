import type { Context } from 'hono';
import type { Locale } from './messages';

/**
 * The caller's language, read per request: English when the first tag of Accept-Language is English,
 * Persian otherwise. The panel sends exactly `fa` or `en`; browsers list their preference first.
 */
export function callerLocale(c: Context): Locale {
  const first = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'en' || first?.startsWith('en-') ? 'en' : 'fa';
}
