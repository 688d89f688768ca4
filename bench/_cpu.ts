import fs from 'node:fs';
import autocannon from 'autocannon';
import { startServer, createVerifiedUser } from './support';
const cpu = (pid: number) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const server = await startServer({ apiOnly: process.env.API_ONLY === '1', env: process.env.SRV_ENV ? Object.fromEntries(process.env.SRV_ENV.split(',').map((kv) => kv.split('='))) : undefined } as never);
const user = await createVerifiedUser(server);
const targets: [string, string, Record<string, string>][] = [
  ['health', '/api/v1/health', {}],
  ['profile', '/api/v1/user/profile', { authorization: `Bearer ${user.token}` }],
  ['nf', '/api/v1/nope', {}],
];
for (const [label, p, headers] of targets) {
  const run = (d: number) => new Promise<any>((r) => autocannon({ url: server.baseUrl + p, headers, connections: 10, duration: d }, (e, res) => r(res)));
  await run(2); const c0 = cpu(server.pid); const res = await run(8);
  console.log(label, res.statusCodeStats ? Object.keys(res.statusCodeStats) : '', Math.round(res.requests.mean), 'req/s', (((cpu(server.pid) - c0) * 1000) / res.requests.total).toFixed(0), 'µs CPU/req');
}
await server.stop();
