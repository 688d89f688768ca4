import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { API_PREFIX, createApp } from './app';
import { bootstrap } from './bootstrap';
import { readEnv } from './env';
import { refusalOf } from './http/envelope';
import { pageViewRecorder } from './modules/views/page-requests';
import { registerInProcessApi } from '../lib/in-process-api';
import { attachNonce, contentSecurityPolicy, isHttpsRequest } from '../lib/security-headers';

/**
 * One process serves the site: requests under /api/v1 go straight to the API, everything else to
 * Next. `--api-only` starts the API alone, as the separate API host the seed describes.
 */
async function main() {
  const args = new Set(process.argv.slice(2));
  const isDev = args.has('--dev');
  const env = readEnv({ ...process.env, NODE_ENV: isDev ? 'development' : 'production' });
  const services = await bootstrap(env);
  const api = createApp(services);
  const apiListener = getRequestListener(api.fetch);
  registerInProcessApi(api.fetch);

  let pageHandler: http.RequestListener | undefined;
  if (!args.has('--api-only')) {
    const { default: next } = await import('next');
    const nextApp = next({ dev: isDev, dir: process.cwd(), port: env.PORT });
    await nextApp.prepare();
    const handle = nextApp.getRequestHandler();
    pageHandler = (req, res) => void handle(req, res);
  }

  const recordPageView = pageViewRecorder(services.views, env.TRUST_PROXY_HOPS);
  const trustProxy = env.TRUST_PROXY_HOPS > 0;
  const server = http.createServer((req, res) => {
    if (isHttpsRequest(req, trustProxy)) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
    if (req.url?.startsWith(API_PREFIX + '/') || req.url === API_PREFIX) return apiListener(req, res);
    if (pageHandler) {
      recordPageView(req, res);
      // A fresh nonce per request, handed to the page render on the request object.
      const nonce = randomBytes(16).toString('base64');
      attachNonce(req, nonce);
      // Next's development client evaluates code and injects styles of its own, so only production is locked down.
      if (!isDev) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, process.env.NEXT_PUBLIC_API_URL));
      return pageHandler(req, res);
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(refusalOf('NOT_FOUND', 'fa')));
  });
  server.listen(env.PORT, env.HOST, () => {
    console.info(`Listening on http://localhost:${env.PORT} (${isDev ? 'development' : 'production'}, ${services.dialect})`);
  });
  const stopBackupSchedule = services.backups.startSchedule((error) => console.error('Scheduled backup failed:', error));
  const stop = () => {
    stopBackupSchedule();
    // Views still held in memory are written before the database closes.
    server.close(() => void services.views.flush().finally(() => void services.db.destroy().finally(() => process.exit(0))));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
