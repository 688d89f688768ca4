import Cookies from 'js-cookie';

/** The seed's GET response cache: 60 s by default, in localStorage (a cookie where storage is unavailable). */
export const DEFAULT_CACHE_SECONDS = 60;
const PREFIX = 'http-cache:';

interface Entry {
  value: unknown;
  expiresAt: number;
}

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readCachedResponse(key: string, now = Date.now()): unknown | undefined {
  if (typeof window === 'undefined') return undefined;
  const raw = storage()?.getItem(PREFIX + key) ?? Cookies.get(PREFIX + key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (entry.expiresAt > now) return entry.value;
  } catch {
    // A damaged entry is as good as none.
  }
  removeCachedResponse(key);
  return undefined;
}

export function writeCachedResponse(key: string, value: unknown, seconds = DEFAULT_CACHE_SECONDS, now = Date.now()): void {
  if (typeof window === 'undefined') return;
  const raw = JSON.stringify({ value, expiresAt: now + seconds * 1000 } satisfies Entry);
  const store = storage();
  if (store) {
    try {
      store.setItem(PREFIX + key, raw);
      return;
    } catch {
      // Storage full or blocked: fall back to a cookie.
    }
  }
  Cookies.set(PREFIX + key, raw, { expires: seconds / 86_400, path: '/', sameSite: 'Lax' });
}

export function removeCachedResponse(key: string): void {
  if (typeof window === 'undefined') return;
  storage()?.removeItem(PREFIX + key);
  Cookies.remove(PREFIX + key, { path: '/' });
}

/** Signing in or out changes whose data a cached answer is: drop every entry (storage and cookies). */
export function clearCachedResponses(): void {
  if (typeof window === 'undefined') return;
  const store = storage();
  if (store && 'length' in store) {
    const all = store as Storage;
    const keys = Array.from({ length: all.length }, (_, index) => all.key(index)).filter((key): key is string => !!key?.startsWith(PREFIX));
    keys.forEach((key) => all.removeItem(key));
  }
  for (const name of Object.keys(Cookies.get())) {
    if (name.startsWith(PREFIX)) Cookies.remove(name, { path: '/' });
  }
}
