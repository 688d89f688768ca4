import { Hono } from 'hono';
import { messages } from './errors';
import { errorResponse } from './http/envelope';
import { callerLocale, translate } from './i18n/translate';
import { openApiDocument } from './http/openapi';
import { registerRoutes } from './http/register-routes';
import { routeTable } from './routes';
import type { Services } from './services';

export const API_PREFIX = '/api/v1';

/** The API as a fetch handler: mounted by the web server, started alone, or called in-process by tests. */
export function createApp(services: Services) {
  const app = new Hono().basePath(API_PREFIX);
  // Set before the handler runs, so they travel with the response it creates; touching c.res
  // afterwards would turn @hono/node-server's lightweight response into a full one on every call.
  // A handler that answers with its own Cache-Control (avatars) overrides the default.
  app.use(async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    await next();
  });
  const document = openApiDocument(routeTable);
  app.get('/openapi.json', (c) => c.json(document));
  registerRoutes(app, routeTable, services);
  app.notFound((c) => c.json({ hasError: true, message: translate(messages.notFound, callerLocale(c)), data: null }, 404));
  app.onError((error, c) => errorResponse(c, error));
  return app;
}
