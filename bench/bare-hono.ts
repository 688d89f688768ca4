/**
 * The ceiling for an API route, run as its own process like the product server: one GET returning
 * a small JSON envelope, nothing else. Started by bench/load.ts.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/ping', (c) => c.json({ hasError: false, message: '', data: { pong: true } }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.info('ready'));
