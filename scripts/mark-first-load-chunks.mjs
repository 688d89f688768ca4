// Puts V8's explicit compile hint at the top of every browser chunk a page loads at start (the build
// manifest's pages, `_app` among them). Chrome 136+ then compiles those files' functions on the thread
// that streams the script in, instead of one by one on the main thread as each is first called: on
// /login that compiling was most of its longest task (Lighthouse mobile's Total Blocking Time). Chunks
// loaded later (a dialog, the HTTP client) keep the lazy default, since much of their code may never
// run. Runs after `next build` (`npm run build`); a chunk already marked is left as it is.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const nextDir = '.next';
const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
const firstLoadScripts = new Set(Object.values(manifest.pages).flatMap((files) => files.filter((file) => file.endsWith('.js'))));

let marked = 0;
for (const file of firstLoadScripts) {
  const chunk = path.join(nextDir, file);
  const source = fs.readFileSync(chunk, 'utf8');
  if (source.startsWith(COMPILE_HINT)) continue;
  // Written beside the chunk and renamed over it, so a server reading the folder never sees half a file.
  const partial = `${chunk}.partial`;
  fs.writeFileSync(partial, COMPILE_HINT + source);
  fs.renameSync(partial, chunk);
  marked++;
}
process.stdout.write(`Compile hint: ${marked} of ${firstLoadScripts.size} first-load chunks marked.\n`);
