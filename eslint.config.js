import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerRules } from './scripts/eslint-layers.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const serverModules = readdirSync(path.join(root, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noRestrictedPaths = importX.rules['no-restricted-paths'];
const isTypeOnly = (declaration) =>
  declaration?.importKind === 'type' ||
  declaration?.exportKind === 'type' ||
  (declaration?.specifiers?.length > 0 && declaration.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/**
 * import-x's zones for imports that ship code: a type-only import is erased at build, so the browser
 * may take a server file's types and a screen the props type of its page's SSR helper.
 */
const noRestrictedValuePaths = {
  ...noRestrictedPaths,
  create: (context) =>
    noRestrictedPaths.create(Object.create(context, { report: { value: (descriptor) => isTypeOnly(descriptor.node.parent) || context.report(descriptor) } })),
};

export default tseslint.config(
  { ignores: ['node_modules', '.next', 'coverage', 'playwright-report', 'test-results', 'next-env.d.ts', 'data', 'storage', 'dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // Measured on React's server render: a rest object copied first and added to is in V8's slow mode,
          // and React reads an element's props twice by key: ~3–6 µs an element against ~1 (a page's links and buttons).
          selector: 'JSXOpeningElement > JSXSpreadAttribute ~ JSXAttribute',
          message:
            "Write an element's own attributes before a spread, and leave them out of the spread object's type: props copied from a spread first and added to after are slow to make and to read.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          name: 'next/link',
          message:
            "Link to the app's pages with PageLink (components/ui/page-link.tsx): next/link resolves every href through URL in each server render and watches every link to prefetch it in view.",
        },
      ],
    },
  },
  {
    // The layers of docs/ARCHITECTURE.md, checked on resolved paths (a test lints breaches of each: tests/unit/lint-layers.test.ts).
    plugins: { 'import-x': importX, layers: { rules: { 'no-restricted-value-paths': noRestrictedValuePaths, ...layerRules(root) } } },
    settings: {
      // Without the TypeScript extensions import-x skips .ts files, and no-cycle sees no imports past the first.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An import the resolver cannot follow escapes every zone below, so it is an error in itself.
      // styles/generated/ is written by the build's first step (scripts/build-antd-css.tsx), after lint runs on a fresh clone.
      'import-x/no-unresolved': ['error', { ignore: ['/styles/generated/'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: 'lib', from: ['hooks', 'components', 'pages'], message: 'lib/ never imports hooks/, components/ or pages/.' },
            { target: 'hooks', from: ['components', 'pages'], message: 'hooks/ never imports components/ or pages/.' },
            { target: 'components', from: 'lib/http', message: 'Components call the API through hooks (hooks/), never the HTTP client.' },
            {
              // main.ts is the process that hosts Next beside the API, so it alone wires the two together.
              target: ['server/!(main.ts)', 'server/*/**'],
              from: ['lib', 'hooks', 'components', 'pages'],
              message: 'server/ never imports browser folders; a helper both sides need lives in shared/.',
            },
            ...serverModules.map((module) => ({
              target: `server/modules/${module}`,
              from: `server/modules/!(${module})/**/*repository.ts`,
              message: 'A module reaches another module through its service, never its repository.',
            })),
            {
              target: ['server/!(modules)/**', 'server/*.ts'],
              from: 'server/modules/*/**/*repository.ts',
              message: "Only a module's own code uses its repository; everything else calls the module's service.",
            },
          ],
        },
      ],
      'layers/no-restricted-value-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['lib', 'hooks', 'components', 'pages'],
              from: 'server/**',
              message: 'Browser code imports from server/ only types; what both sides need lives in shared/.',
            },
            {
              target: ['lib/!(ssr|admin-ssr).ts', 'lib/*/**', 'hooks', 'components'],
              from: ['lib/ssr.ts', 'lib/admin-ssr.ts'],
              message: 'Only pages use the SSR helpers (getServerSideProps); other code may take their types.',
            },
          ],
        },
      ],
    },
  },
  {
    // Queries live in repositories, so a module's tables are read and written in one place.
    files: ['server/**'],
    ignores: ['server/modules/*/*repository.ts', 'server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: "Queries live in the module's repository; call it (or another module's service) instead.",
        },
        {
          // Kysely's `sql` tag and its helpers (sql.ref, sql.raw …): raw SQL is a query too.
          selector: "TaggedTemplateExpression[tag.name='sql'], CallExpression[callee.object.name='sql'], TaggedTemplateExpression[tag.object.name='sql']",
          message: "Raw SQL lives in the module's repository (or server/db), like every other query.",
        },
      ],
    },
  },
  {
    files: ['server/modules/**'],
    rules: { 'layers/module-through-service': 'error' },
  },
  {
    files: ['shared/**'],
    rules: { 'layers/plain-shared': 'error' },
  },
  {
    files: ['lib/**', 'hooks/**', 'components/**', 'pages/**'],
    rules: { 'layers/no-zod-in-browser': 'error' },
  },
);
