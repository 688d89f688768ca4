import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { API_PREFIX, createApp } from './app';
import { bootstrap, closeInfrastructure } from './bootstrap';
import { developmentDriversNamed, EnvironmentError, readEnv } from './env';
import { AppError } from './errors';
import { refusalOf, statusAndText } from './http/envelope';
import { inProcessRequest } from './http/in-process-request';
import { freshNonce } from './http/nonce';
import { pageViewRecorder } from './modules/views/page-requests';
import { renderPagesWithReactNodeBuild } from './react-node-renderer';
import { createLogger, setProcessLogger } from './logging/logger';
import { logRequests } from './logging/request-log';
import { answerBusyPage, inProcessCall, isSheddablePage, overloadGuard, refusalPause } from './overload/load-shedding';
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
  const logger = createLogger({ level: env.LOG_LEVEL });
  setProcessLogger(logger);
  for (const warning of developmentDriversNamed(env)) logger.warn(warning);
  const services = await bootstrap(env);
  // Development compiles a page on the event loop when it is first asked for: nothing is shed there.
  const overload = overloadGuard(
    isDev ? { maxEventLoopDelayMs: 0, maxWaitMs: 0 } : { maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, maxWaitMs: env.OVERLOAD_MAX_WAIT_MS },
  );
  const api = createApp(services, { overload });
  const apiListener = getRequestListener(api.fetch);
  // A page's own API calls during its render come from a request already let in: not shed again.
  registerInProcessApi(async (call, render) => statusAndText(await api.fetch(inProcessRequest(call), inProcessCall(render))));

  let pageHandler: ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) | undefined;
  if (!args.has('--api-only')) {
    renderPagesWithReactNodeBuild();
    const { default: next } = await import('next');
    const nextApp = next({ dev: isDev, dir: process.cwd(), port: env.PORT });
    await nextApp.prepare();
    const handle = nextApp.getRequestHandler();
    pageHandler = handle;
  }

  const recordPageView = pageViewRecorder(services.views, env.TRUST_PROXY_HOPS);
  let stopping = false;
  const trustProxy = env.TRUST_PROXY_HOPS > 0;
  const server = http.createServer(
    logRequests(
      logger,
      (req, res) => {
        // A request that came on a kept-alive connection while stopping is served, and its connection then closed.
        if (stopping) res.setHeader('Connection', 'close');
        if (isHttpsRequest(req, trustProxy)) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
        if (req.url?.startsWith(API_PREFIX + '/') || req.url === API_PREFIX) return apiListener(req, res);
        if (pageHandler) {
          const isPageWork = isSheddablePage(req.url);
          if (isPageWork && overload.turnsAway()) return void refusalPause().then(() => answerBusyPage(res));
          recordPageView(req, res);
          // A fresh nonce per request, handed to the page render on the request object.
          const nonce = freshNonce();
          attachNonce(req, nonce);
          // Next's development client evaluates code and injects styles of its own, so only production is locked down.
          if (!isDev) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, process.env.NEXT_PUBLIC_API_URL));
          const render = pageHandler;
          return void (isPageWork ? overload.track(() => render(req, res)) : render(req, res));
        }
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(refusalOf('NOT_FOUND', 'fa')));
      },
      { sampleRate: env.LOG_SAMPLE_RATE, slowMs: env.LOG_SLOW_MS },
    ),
  );
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      { port: env.PORT, mode: isDev ? 'development' : 'production', dialect: services.dialect, redis: Boolean(services.redis) },
      `Listening on http://localhost:${env.PORT}`,
    );
  });
  const stopBackupSchedule = services.backups.startSchedule((error) => {
    // A round that found Redis away (its lock lives there) is told by the outage's own log line; the next minute tries again.
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return;
    logger.error({ err: error }, 'scheduled backup failed');
  });
  const stopHousekeeping = services.housekeeping.start((handled) => {
    if (Object.values(handled).some((count) => count > 0)) logger.info({ handled }, 'housekeeping');
  });

  /**
   * SIGTERM (a deploy, the service manager): stop listening, let the requests in flight (a download
   * streaming, a sign-in) and this process's background runs finish within the grace period, cut what
   * is left after it, close the database and Redis, and exit 0.
   */
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceSeconds: env.SHUTDOWN_GRACE_SECONDS }, 'stopping: no new connections, finishing the requests in flight');
    const graceOver = new Promise<void>((resolve) => setTimeout(resolve, env.SHUTDOWN_GRACE_SECONDS * 1000).unref());
    const connectionsClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.race([connectionsClosed, graceOver.then(() => logger.warn('the grace period is over: closing the connections still open'))]);
    server.closeAllConnections();
    // A low-balance run or a scheduled backup cut short is safe (users are marked before they are texted
    // and a stalled job is replaced; a backup's temporary file is swept by the next export), but one
    // that can finish within the grace period should. The housekeeping stops between its pieces, and a
    // gift's publishing run between its batches (another instance's sweep, or this one's next start, goes on).
    await Promise.race([Promise.all([services.notificationJobs.idle(), stopBackupSchedule(), stopHousekeeping(), services.gifts.stopRuns()]), graceOver]);
    // Views still held in memory are written before the database closes.
    await services.views.flush();
    await closeInfrastructure(services);
    overload.stop();
    logger.info('stopped');
    logger.flush(() => process.exit(0));
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  // A refused environment is the operator's to fix, in one line naming the variable; anything else keeps its stack.
  if (error instanceof EnvironmentError) createLogger().fatal(`the server could not start: ${error.message}`);
  else createLogger().fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
