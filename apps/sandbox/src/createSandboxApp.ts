import { Hono } from 'hono';
import { cors } from 'hono/cors';

/** Origins allowed to call the sandbox from a browser: loopback only, any port. */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/** Builds the sandbox's HTTP app; no listening, so tests call it with `app.request()`. */
export function createSandboxApp() {
  const app = new Hono();
  app.use('*', cors({ origin: (origin) => (LOOPBACK_ORIGIN.test(origin) ? origin : null) }));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.notFound((c) => c.json({ status: false, message: 'This page could not be found' }, 404));
  app.onError((_error, c) => c.json({ status: false, message: 'Server error' }, 500));
  return app;
}
