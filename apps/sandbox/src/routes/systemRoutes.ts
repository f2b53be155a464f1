import type { Hono } from 'hono';
import { fail, ok } from '../http/envelope';

/** The general API's test calls (spec §7): one always fails, one always succeeds. */
export function registerSystemRoutes(app: Hono) {
  app.post('/api/system/test/error', (c) => fail(c, 500, 'Server error'));
  app.post('/api/system/test/success', (c) => ok(c, null));
}
