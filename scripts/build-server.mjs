// Compiles the server (and any script a production box runs) into plain JavaScript under dist/, so
// production starts with `node`, not a TypeScript loader. Packages stay external: node_modules is
// installed beside dist/ as usual. `--outdir DIR` writes elsewhere (the process tests build their own).
import process from 'node:process';
import { build } from 'esbuild';

const ENTRY_POINTS = { server: 'server/main.ts' };

const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag >= 0 ? process.argv[outdirFlag + 1] : 'dist';

await build({
  entryPoints: ENTRY_POINTS,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
