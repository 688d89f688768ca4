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
    entry.css = extractWithoutGridSpans(entry.cache);
    entry.extractedAtSize = size;
  }
  return entry.css;
}

/** antd's Col style: the base `.ant-col` rules plus one rule per span, offset, push, pull and order at every breakpoint. */
const isColStyle = (key: string) => key.startsWith('style%') && key.includes('%Grid-Grid%ant-col%');
const SPAN_RULE = /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl)-)?(?:\d|push|pull|offset|order|flex)/;
const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/g;

function cacheWith(source: StyleCache, keep: (key: string) => boolean): StyleCache {
  const copy = createCache();
  for (const [key, value] of source.cache) {
    if (!keep(key)) continue;
    copy.cache.set(key, value);
    copy.updateTimes.set(key, source.updateTimes.get(key) ?? 0);
  }
  return copy;
}

/**
 * Forms render antd's Col, whose style carries ~85 KB of span rules no form uses. The page gets the
 * Col base rules only, and the Col style is left out of the map that tells the browser which styles
 * the server sent, so antd's runtime generates the full grid itself when the page hydrates.
 */
function extractWithoutGridSpans(cache: StyleCache): string {
  const colKeys = [...cache.cache.keys()].filter(isColStyle);
  if (colKeys.length === 0) return extractStyle(cache, true);
  const withoutCol = extractStyle(cacheWith(cache, (key) => !isColStyle(key)), true);
  const colCss = extractStyle(cacheWith(cache, isColStyle), true).replace(CACHE_MAP_RULE, '');
  // Breakpoint blocks (@media) hold only span rules, so they go whole.
  const colBase = topLevelBlocks(colCss)
    .filter(({ prelude }) => !prelude.startsWith('@media') && !SPAN_RULE.test(prelude))
    .map(({ text }) => text)
    .join('');
  return colBase + withoutCol;
}

/** Splits a stylesheet into its top-level rules and at-rule blocks, keeping nested braces whole. */
function topLevelBlocks(css: string): { prelude: string; text: string }[] {
  const blocks: { prelude: string; text: string }[] = [];
  let start = 0;
  let depth = 0;
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (character === '{') depth += 1;
    else if (character === '}' && --depth === 0) {
      const text = css.slice(start, index + 1);
      blocks.push({ prelude: text.slice(0, text.indexOf('{')).trim(), text });
      start = index + 1;
    }
  }
  return blocks;
}
