import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale, namespacesOf, type LocaleBundles } from '../../lib/i18n';
import { KEY_GROUPS_BY_ROUTE, pageStrings, type SplitNamespace } from '../../lib/page-strings';
import { admin as english } from '../../locales/en/admin';
import { admin } from '../../locales/fa/admin';
import { auth } from '../../locales/fa/auth';
import { user } from '../../locales/fa/user';

const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(root, 'pages');
const areas: Record<SplitNamespace, Record<string, string>> = { admin, auth, user };
const groupsOf = (namespace: SplitNamespace) => [...new Set(Object.keys(areas[namespace]).map((key) => key.slice(0, key.indexOf('.'))))];
/**
 * A key of an area written in code: `'audit.title'`, `` `audit.actions.${action}` ``, `'admin:menu.open'`.
 * A key without its area's prefix counts for every area with that group (a page may pass a key to a
 * component that translates it in its own area), which can ask for a group a page does not show, never miss one.
 */
const keyPatternOf = (namespace: SplitNamespace) => new RegExp(`['"\`](?:${namespace}:)?(${groupsOf(namespace).join('|')})\\.[A-Za-z$]`, 'g');

/** Next's route of a page file: pages/admin/users/[id].tsx → /admin/users/[id]. */
function routeOf(file: string): string {
  return `/${path.relative(pagesDir, file)}`.replace(/\.tsx?$/, '').replace(/\/index$/, '') || '/';
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** A file's code without its comments, whose examples (`audit.actions.login`) are never shown. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

/**
 * The files a page draws from: what it and the app around it (the frame every page shares) import,
 * statically or lazily, and what those import. Not shared/ (its permission and audit-action names
 * look like keys but are not shown as such), the API or the locales themselves.
 */
function filesOf(page: string): Set<string> {
  const reached = new Set<string>();
  const pending = [page, path.join(pagesDir, '_app.tsx')];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file) || /^(shared|server|locales)\//.test(path.relative(root, file))) continue;
    reached.add(file);
    for (const [, specifier] of codeOf(file).matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, specifier!);
      if (target) pending.push(target);
    }
  }
  return reached;
}

/** Each key group of an area a page's files name, with the first file naming it. */
function groupsNamedBy(page: string, namespace: SplitNamespace): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of filesOf(page)) {
    for (const [, group] of codeOf(file).matchAll(keyPatternOf(namespace))) {
      if (!named.has(group!)) named.set(group!, path.relative(root, file));
    }
  }
  return named;
}

const pageFiles = readdirSync(pagesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/^_(app|document)\./.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !path.relative(pagesDir, file).startsWith('api/'));

/** Each page with each split area its route loads. */
const pageAreas = pageFiles.flatMap((file) =>
  namespacesOf(routeOf(file))
    .filter((namespace): namespace is SplitNamespace => namespace in KEY_GROUPS_BY_ROUTE)
    .map((namespace) => [routeOf(file), namespace, file] as const),
);

describe("a page's strings", () => {
  it('every page names the key groups of each split area its HTML brings', () => {
    expect(pageFiles.filter((file) => file.includes('/admin/')).length).toBeGreaterThan(10);
    expect(pageFiles.filter((file) => file.includes('/p/')).length).toBeGreaterThan(5);
    const unlisted = pageAreas.filter(([route, namespace]) => !KEY_GROUPS_BY_ROUTE[namespace][route]).map(([route, namespace]) => `${namespace}: ${route}`);
    expect(unlisted, 'add these routes to KEY_GROUPS_BY_ROUTE in lib/page-strings.ts').toEqual([]);
  });

  it.each(pageAreas)('%s brings every %s group its screen, drawers, dialogs and frame use', (route, namespace, file) => {
    const listed = new Set<string>(KEY_GROUPS_BY_ROUTE[namespace][route] ?? groupsOf(namespace));
    // A group missing here shows its keys raw in the browser and breaks hydration (the server's store has them all).
    const missing = [...groupsNamedBy(file, namespace)].filter(([group]) => !listed.has(group)).map(([group, namer]) => `${group} (named in ${namer})`);
    expect(missing, `add to '${route}' in KEY_GROUPS_BY_ROUTE.${namespace}`).toEqual([]);
  });

  it("sends only the route's groups of the split areas and the other areas whole", async () => {
    const bundles = await loadLocale('fa', ['common', 'auth', 'admin']);
    const sent = pageStrings('/admin/admins', bundles);
    expect(sent.common).toBe(bundles.common);
    expect(sent.admin!['admins.title']).toBe(bundles.admin!['admins.title']);
    expect(sent.admin!['menu.admins']).toBe(bundles.admin!['menu.admins']);
    expect(Object.keys(sent.admin!).some((key) => key.startsWith('audit.'))).toBe(false);
    expect(JSON.stringify(sent.admin).length).toBeLessThan(JSON.stringify(bundles.admin).length / 2);
    expect(Object.keys(sent.auth!).some((key) => key.startsWith('login.'))).toBe(false);
    expect(pageStrings('/admin/admins', bundles).admin, 'made once per route').toBe(sent.admin);

    const userBundles = await loadLocale('fa', ['common', 'auth', 'user']);
    const dashboard = pageStrings('/p/dashboard', userBundles);
    expect(dashboard.user!['dashboard.title']).toBe(userBundles.user!['dashboard.title']);
    expect(Object.keys(dashboard.user!).some((key) => key.startsWith('wallet.'))).toBe(false);
    expect(dashboard.auth).toEqual({});
    expect(pageStrings('/login', userBundles).auth!['login.title']).toBe(userBundles.auth!['login.title']);
    expect(pageStrings('/a-page-without-rows', userBundles)).toEqual(userBundles);
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
