import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle follows files and skips type-only imports; modules should not lean on each other
// in a circle at all, by types either, or neither can be read, tested or moved without the other.

const modulesRoot = path.resolve(import.meta.dirname, '../../server/modules');

type Graph = Map<string, Set<string>>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Which modules each module imports (type-only imports included). */
function moduleGraph(): Graph {
  const graph: Graph = new Map();
  const modules = readdirSync(modulesRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const module of modules) {
    const reached = new Set<string>();
    for (const file of sourceFiles(path.join(modulesRoot, module.name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path.relative(modulesRoot, path.resolve(path.dirname(file), specifier!));
        const other = target.split(path.sep)[0]!;
        if (!target.startsWith('..') && other !== module.name) reached.add(other);
      }
    }
    graph.set(module.name, reached);
  }
  return graph;
}

/** Every circle of modules, each as the path that closes it. */
function cycles(graph: Graph): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (module: string, trail: string[]) => {
    const start = trail.indexOf(module);
    if (start >= 0) return void found.push([...trail.slice(start), module].join(' → '));
    if (done.has(module)) return;
    for (const next of graph.get(module) ?? []) visit(next, [...trail, module]);
    done.add(module);
  };
  for (const module of graph.keys()) visit(module, []);
  return found;
}

describe('the server modules', () => {
  it('import each other in no circle', () => {
    expect(cycles(moduleGraph())).toEqual([]);
  });

  it('a module that imported one that imports it would be a circle', () => {
    const graph = moduleGraph();
    const [module, reached] = [...graph].find(([, imports]) => imports.size > 0)!;
    const other = [...reached][0]!;
    graph.get(other)!.add(module);
    expect(cycles(graph)).not.toEqual([]);
  });
});
