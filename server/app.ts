import { Hono } from 'hono';
import { AppError } from './errors';
import { allowOrigins } from './http/cors';
import { API_HEADERS, errorResponse } from './http/envelope';
import { openApiDocument } from './http/openapi';
import { registerRoutes } from './http/register-routes';
import { shedOverload, type OverloadGuard } from './overload/load-shedding';
import { routeTable } from './routes';
import type { Services } from './services';

export const API_PREFIX = '/api/v1';

/**
 * The API as a fetch handler: mounted by the web server, started alone, or called in-process by tests.
 * With `overload`, calls are shed while the process is overloaded (their 503 with CORS, so a listed origin can read it).
 */
export function createApp(services: Services, options: { overload?: OverloadGuard } = {}) {
  const app = new Hono().basePath(API_PREFIX);
  const cors = services.env.CORS_ORIGINS.length > 0 ? [allowOrigins(services.env.CORS_ORIGINS)] : [];
  for (const middleware of cors) app.use(middleware);
  const document = openApiDocument(routeTable);
  const documentJson = JSON.stringify(document);
  app.get('/openapi.json', () => new Response(documentJson, { headers: API_HEADERS }));
  registerRoutes(app, routeTable, services);
  app.notFound((c) => errorResponse(c, new AppError('NOT_FOUND')));
  app.onError((error, c) => errorResponse(c, error));
  if (options.overload) shedOverload(app, options.overload, cors);
  return app;
}
