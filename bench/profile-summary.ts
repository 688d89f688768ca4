/**
 * Where the CPU time of a `node --cpu-prof` profile went: self time summed per package (a
 * node_modules package, Node's own code, the project's files, GC and idle) and per function, heaviest
 * first. `npx tsx bench/profile-summary.ts <file.cpuprofile | directory> [top] [last seconds]`; a
 * directory takes its largest profile (the main thread's; tsx's loader thread writes one too). With
 * `last seconds`, only the end of the profile counts: a server profiled under bench/load.ts spends its
 * first seconds starting Next, and its last ones under load. Idle time is left out of the percentages,
 * so a server that waited on the load generator reads the same as a busy one.
 */
import fs from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function largestProfileIn(target: string): string {
  if (!fs.statSync(target).isDirectory()) return target;
  const profiles = fs
    .readdirSync(target)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(target, name))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  if (!profiles[0]) throw new Error(`no .cpuprofile in ${target}`);
  return profiles[0];
}

/** The package a frame belongs to: `hono`, `@hono/node-server`, `node:internal`, `server/…` for ours. */
function packageOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = url.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const relative = path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
  return relative.startsWith('..') ? relative : path.dirname(relative) + '/';
}

function functionOf(frame: CallFrame): string {
  const file = frame.url ? ` ${frame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '')}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${file}`;
}

function table(title: string, totals: Map<string, number>, busyMicros: number, top: number): string {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
  const lines = rows.map(([name, micros]) => `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / busyMicros).toFixed(1).padStart(5)} %  ${name}`);
  return [`${title}`, ...lines].join('\n');
}

function main() {
  const [target, topArgument, lastArgument] = process.argv.slice(2);
  if (!target) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile | directory> [top] [last seconds]');
  const top = Number(topArgument ?? 25);
  const file = largestProfileIn(target);
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const profileMicros = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const fromMicros = lastArgument ? profileMicros - Number(lastArgument) * 1e6 : 0;
  let idleMicros = 0;
  let totalMicros = 0;
  let atMicros = 0;
  profile.samples.forEach((nodeId, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    atMicros += micros;
    if (atMicros < fromMicros) return;
    const frame = frames.get(nodeId)!;
    totalMicros += micros;
    if (frame.functionName === '(idle)') idleMicros += micros;
    const pkg = packageOf(frame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const name = functionOf(frame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  byPackage.delete('(idle)');
  byFunction.delete(functionOf({ functionName: '(idle)', url: '', lineNumber: 0 }));
  const busyMicros = totalMicros - idleMicros;
  console.info(`${file}\n${(totalMicros / 1000).toFixed(0)} ms sampled, ${(busyMicros / 1000).toFixed(0)} ms busy (% of busy below)\n`);
  console.info(table('self time per package', byPackage, busyMicros, top));
  console.info('');
  console.info(table('self time per function', byFunction, busyMicros, top));
}

main();
