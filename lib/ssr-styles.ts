import { createCache, extractStyle } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

interface RouteStyles {
  cache: StyleCache;
  extractedAtSize: number;
  css: string;
}

/**
 * antd generates its CSS while rendering, and doing that on every request dominates server time.
 * Each route keeps one style cache for the life of the process: its first request pays for the
 * CSS, later requests reuse it, and the extracted text is rebuilt only when a new style appears
 * (a component shown for the first time, the other theme). A route's page inlines only what that
 * route uses.
 */
const routes = new Map<string, RouteStyles>();

export function styleCacheFor(route: string): StyleCache {
  let entry = routes.get(route);
  if (!entry) {
    entry = { cache: createCache(), extractedAtSize: -1, css: '' };
    routes.set(route, entry);
  }
  return entry.cache;
}

export function extractedCssFor(route: string): string {
  const entry = routes.get(route);
  if (!entry) return '';
  const size = entry.cache.cache.size;
  if (size !== entry.extractedAtSize) {
    entry.css = extractStyle(entry.cache, true);
    entry.extractedAtSize = size;
  }
  return entry.css;
}
