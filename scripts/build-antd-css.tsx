/**
 * Writes antd's CSS once per build, so no request and no browser computes it: one stylesheet per
 * area (styles/antd-stylesheets.ts), named by its content hash so it can be cached for good, into
 * public/antd/, and the list of names into styles/generated/antd-stylesheets.json for next.config.ts.
 * The plain sheet (the variables alone, which every first paint needs) is written to
 * styles/generated/antd-plain.css instead, for pages/_app.tsx to import into the app's own stylesheet.
 *
 * Each sheet holds both themes: the rules are the same, only the blocks that set antd's CSS
 * variables differ, and the dark ones apply under <html data-theme="dark">. Everything sits in the
 * `antd` cascade layer, so the app's own CSS wins over antd's whatever the order of the files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { AREA_COMPONENTS, STYLE_AREAS } from '../styles/antd-stylesheets';
import { CSS_VAR_KEY, themeConfig } from '../styles/theme';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT_DIR = path.join(ROOT, 'public/antd');
const MANIFEST = path.join(ROOT, 'styles/generated/antd-stylesheets.json');
const PLAIN_SHEET = path.join(ROOT, 'styles/generated/antd-plain.css');
const DARK = "html[data-theme='dark']";

interface Block {
  prelude: string;
  body: string;
}

/** Splits a stylesheet into its top-level rules and at-rule blocks, keeping nested braces whole. */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let depth = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) {
      const text = css.slice(start, index + 1);
      const open = text.indexOf('{');
      blocks.push({ prelude: text.slice(0, open).trim(), body: text.slice(open + 1, -1) });
      start = index + 1;
    }
  }
  return blocks;
}

const textOf = ({ prelude, body }: Block) => `${prelude}{${body}}`;

/** Commas that separate selectors, not the ones inside :is(), :not() or attribute values. */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const character = prelude[index];
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (character === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(prelude.slice(start).trim());
  return selectors;
}

/** No screen sets a grid span: Form.Item uses only the base Col rules, not ~60 KB of spans per breakpoint. */
const GRID_SPAN = /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-)?(?:\d|push|pull|offset|order|flex)/;

function withoutGridSpans(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => {
    if (block.prelude.startsWith('@media')) {
      const inner = withoutGridSpans(blocksOf(block.body));
      return inner.length === 0 ? [] : [{ prelude: block.prelude, body: inner.map(textOf).join('') }];
    }
    if (block.prelude.startsWith('@')) return [block];
    // Drop only the span selectors: a list such as `.ant-form-vertical .ant-form-item-label,
    // .ant-col-24.ant-form-item-label` also carries rules every vertical form needs.
    const kept = selectorsOf(block.prelude).filter((selector) => !GRID_SPAN.test(selector));
    return kept.length === 0 ? [] : [{ prelude: kept.join(','), body: block.body }];
  });
}

const ROOT_VARIABLES = `.${CSS_VAR_KEY}`;

/** The light rule as it is; the token variables also on :root, for the app's own CSS to use. */
function lightRule(block: Block): Block {
  return block.prelude === ROOT_VARIABLES ? { prelude: `:root,${ROOT_VARIABLES}`, body: block.body } : block;
}

function darkRule(block: Block): Block {
  if (block.prelude.startsWith('@')) {
    return { prelude: block.prelude, body: blocksOf(block.body).map(darkRule).map(textOf).join('') };
  }
  if (block.prelude === ROOT_VARIABLES) return { prelude: `${DARK},${DARK} ${ROOT_VARIABLES}`, body: block.body };
  return {
    prelude: selectorsOf(block.prelude)
      .map((selector) => `${DARK} ${selector}`)
      .join(','),
    body: block.body,
  };
}

function extract(includes: string[], mode: 'light' | 'dark'): Block[] {
  // zeroRuntime would stop the components from registering the very styles extracted here.
  const config = { ...themeConfig(mode), zeroRuntime: false };
  const css = extractStyle({ includes, customTheme: (node) => <ConfigProvider theme={config}>{node}</ConfigProvider> });
  return withoutGridSpans(blocksOf(css));
}

/** The light sheet, plus the dark version of each block that the dark theme changes. */
function bothThemes(includes: string[]): string {
  const light = extract(includes, 'light');
  const dark = extract(includes, 'dark');
  const lightTexts = new Set(light.map(textOf));
  const darkOnly = dark.filter((block) => !lightTexts.has(textOf(block)));
  return `@layer antd{${[...light.map(lightRule), ...darkOnly.map(darkRule)].map(textOf).join('')}}`;
}

function main() {
  fs.rmSync(OUTPUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
  const manifest: Record<string, string> = {};
  for (const area of STYLE_AREAS) {
    const css = bothThemes(AREA_COMPONENTS[area]);
    // Every page's first paint needs the variables: they go into the app's own stylesheet (pages/_app.tsx),
    // not a file of their own, one render-blocking request less.
    if (area === 'plain') {
      fs.writeFileSync(PLAIN_SHEET, css);
      continue;
    }
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
    const file = `${area}.${hash}.css`;
    fs.writeFileSync(path.join(OUTPUT_DIR, file), css);
    manifest[area] = `/antd/${file}`;
  }
  fs.writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

main();
