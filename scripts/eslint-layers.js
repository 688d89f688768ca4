// The layer rules import-x's zones cannot say: which file of another module a module may reach, what
// shared/ may import, and which files carry zod. Each works on the import's resolved path; the
// lint-rules test (tests/unit/lint-layers.test.ts) plants a breach of each.

import path from 'node:path';

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/** Calls `check(node, source, resolved)` for every import and re-export of a file; `resolved` for relative ones only. */
function eachImport(context, check) {
  const visit = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return;
    const source = node.source.value;
    const resolved = source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : undefined;
    check(node, source, resolved);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/** A file that carries zod: a contract's schemas (`*.schemas.ts`), or zod itself. */
const carriesZod = (source, resolved) => source === 'zod' || source.startsWith('zod/') || /\.schemas(\.ts)?$/.test(resolved ?? source);

export function layerRules(root) {
  const modules = path.join(root, 'server/modules');
  const shared = path.join(root, 'shared');
  const moduleOf = (file) => (file.startsWith(modules + path.sep) ? file.slice(modules.length + 1).split(path.sep)[0] : undefined);

  return {
    'module-through-service': {
      meta: { type: 'problem', schema: [] },
      create: (context) =>
        eachImport(context, (node, _source, resolved) => {
          const from = moduleOf(context.filename);
          const to = resolved && moduleOf(resolved);
          if (!from || !to || from === to) return;
          if (/(^|-)service(\.ts)?$/.test(path.basename(resolved))) return;
          context.report({
            node,
            message: `A module reaches another only through its service or its contract (shared/contracts): ${to}/${path.basename(resolved)} is ${to}'s own.`,
          });
        }),
    },

    'plain-shared': {
      meta: { type: 'problem', schema: [] },
      create: (context) =>
        eachImport(context, (node, source, resolved) => {
          const isSchemaFile = /\.schemas\.ts$/.test(context.filename);
          if (resolved && (resolved === shared || resolved.startsWith(shared + path.sep))) {
            if (carriesZod(source, resolved) && !isSchemaFile && !isTypeOnly(node))
              context.report({ node, message: 'Only a *.schemas.ts file of shared/ may bring zod in; the rest of shared/ is for the browser too.' });
            return;
          }
          if (carriesZod(source, resolved) && (isSchemaFile || isTypeOnly(node))) return;
          // The language type the formatting helpers take; erased at build.
          if (resolved?.startsWith(path.join(root, 'locales')) && isTypeOnly(node)) return;
          context.report({ node, message: 'shared/ holds plain code both sides run: it imports only shared/ (and zod in *.schemas.ts files).' });
        }),
    },

    'no-zod-in-browser': {
      meta: { type: 'problem', schema: [] },
      create: (context) =>
        eachImport(context, (node, source, resolved) => {
          if (carriesZod(source, resolved) && !isTypeOnly(node))
            context.report({ node, message: "Browser code takes a contract's schemas and zod as types only (`import type`): the schemas stay on the server." });
        }),
    },
  };
}
