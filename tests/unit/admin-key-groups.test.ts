import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale, type LocaleBundles } from '../../lib/i18n';
import { ADMIN_KEY_GROUPS_BY_ROUTE, pageStrings } from '../../lib/page-strings';
import { admin as english } from '../../locales/en/admin';
import { admin } from '../../locales/fa/admin';

const root = path.resolve(import.meta.dirname, '../..');
const adminPages = path.join(root, 'pages/admin');
const groups = [...new Set(Object.keys(admin).map((key) => key.slice(0, key.indexOf('.'))))];
/** A key of the admin area written in code: `'audit.title'`, `` `audit.actions.${action}` ``, `'admin:menu.open'`. */
const keyPattern = new RegExp(`['"\`](?:admin:)?(${groups.join('|')})\\.[A-Za-z$]`, 'g');

/** Next's route of a page file: pages/admin/users/[id].tsx → /admin/users/[id]. */
function routeOf(file: string): string {
  return `/${path.relative(path.join(root, 'pages'), file)}`.replace(/\.tsx?$/, '').replace(/\/index$/, '');
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/**
 * The files a page draws from: what it imports, statically or lazily, and what those import. Not
 * shared/ (its permission and audit-action names look like keys but are not shown as such), the API
 * or the locales themselves.
 */
function filesOf(page: string): Set<string> {
  const reached = new Set<string>();
  const pending = [page];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file) || /^(shared|server|locales)\//.test(path.relative(root, file))) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, specifier!);
      if (target) pending.push(target);
    }
  }
  return reached;
}

/** Each admin key group a page's files name, with the first file naming it. */
function groupsNamedBy(page: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of filesOf(page)) {
    for (const [, group] of readFileSync(file, 'utf8').matchAll(keyPattern)) {
      if (!named.has(group!)) named.set(group!, path.relative(root, file));
    }
  }
  return named;
}

const pageFiles = readdirSync(adminPages, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

describe("a panel page's strings", () => {
  it('every panel page names the admin key groups its HTML brings', () => {
    expect(pageFiles.length).toBeGreaterThan(10);
    const unlisted = pageFiles.map(routeOf).filter((route) => !ADMIN_KEY_GROUPS_BY_ROUTE[route]);
    expect(unlisted, 'add these routes to ADMIN_KEY_GROUPS_BY_ROUTE in lib/page-strings.ts').toEqual([]);
  });

  it.each(pageFiles.map((file) => [routeOf(file), file] as const))('%s brings every group its screen, drawers and dialogs use', (route, file) => {
    const listed = new Set<string>(ADMIN_KEY_GROUPS_BY_ROUTE[route] ?? groups);
    // A group missing here shows its keys raw in the browser and breaks hydration (the server's store has them all).
    const missing = [...groupsNamedBy(file)].filter(([group]) => !listed.has(group)).map(([group, namer]) => `${group} (named in ${namer})`);
    expect(missing, `add to '${route}' in ADMIN_KEY_GROUPS_BY_ROUTE`).toEqual([]);
  });

  it("sends only the route's groups of the admin area and the other areas whole", async () => {
    const bundles = await loadLocale('fa', ['common', 'auth', 'admin']);
    const sent = pageStrings('/admin/admins', bundles);
    expect(sent.common).toBe(bundles.common);
    expect(sent.admin!['admins.title']).toBe(bundles.admin!['admins.title']);
    expect(sent.admin!['menu.admins']).toBe(bundles.admin!['menu.admins']);
    expect(Object.keys(sent.admin!).some((key) => key.startsWith('audit.'))).toBe(false);
    expect(JSON.stringify(sent.admin).length).toBeLessThan(JSON.stringify(bundles.admin).length / 2);
    expect(pageStrings('/admin/admins', bundles).admin, 'made once per route').toBe(sent.admin);
    expect(pageStrings('/p/wallet', bundles)).toBe(bundles);
  });

  it('in the browser, the whole area arriving after a page brought part of it fills in the rest', async () => {
    // A store as a browser's first page has it: the test setup has loaded every area into this one.
    vi.resetModules();
    const browserI18n = await import('../../lib/i18n');
    // The page's props, as the browser parses them.
    const partial = JSON.parse(JSON.stringify(pageStrings('/admin/admins', { admin: english }))) as LocaleBundles;
    const browser = browserI18n.i18nFor('en', partial);
    expect(browser.t('admin:admins.title')).toBe(english['admins.title']);
    expect(browser.t('admin:audit.title')).toBe('audit.title');

    // A client-side move or a language switch loads the whole area.
    await browserI18n.loadLocale('en', ['admin']);
    expect(browser.t('admin:audit.title')).toBe(english['audit.title']);
    expect(browser.t('admin:admins.title')).toBe(english['admins.title']);
  });
});
