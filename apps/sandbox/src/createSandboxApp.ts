import { WRITE_REQUEST_HEADER } from '@checkout/api-client/contract';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from './db/Database';
import { faultInjection } from './faults/faultInjection';
import { fail, ok } from './http/envelope';
import { limitBody } from './http/limitBody';
import { refuseControlCharacters } from './http/refuseControlCharacters';
import { refuseUnstorableBodies } from './http/refuseUnstorableBodies';
import { requireJsonWrites } from './http/requireJsonWrites';
import type { ProviderSandbox } from './providers/ProviderSandbox';
import { registerCartRoutes } from './routes/cartRoutes';
import { registerCheckRoutes } from './routes/checkRoutes';
import { registerCspReportRoutes } from './routes/cspReportRoutes';
import { registerMerchantAssetRoutes } from './routes/merchantAssetRoutes';
import { registerMerchantRoutes } from './routes/merchantRoutes';
import { registerOrderRoutes } from './routes/orderRoutes';
import { registerPaymentMethodRoutes } from './routes/paymentMethodRoutes';
import { registerPaymentStateRoutes } from './routes/paymentStateRoutes';
import { registerShippingRoutes } from './routes/shippingRoutes';
import { registerSystemRoutes } from './routes/systemRoutes';
import { registerVoucherRoutes } from './routes/voucherRoutes';
import type { SandboxContext } from './SandboxContext';
import { listScenarios } from './seed/listScenarios';

/** Origins allowed to call the sandbox from a browser: loopback only, any port. */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/** What the sandbox app is built from. */
export interface SandboxAppOptions {
  db: Database;
  /** Origin browsers use to reach the sandbox. Defaults to `'http://127.0.0.1:4010'`. */
  publicUrl?: string;
  /** Names provider pages and APIs on the providers' own hosts (see `SandboxContext.providerHosts`). Defaults to `false`. */
  providerHosts?: boolean;
  /** Clock. Defaults to `() => new Date()`. */
  now?: () => Date;
  /** Lets a request kill the process at a chosen point (see `SandboxContext.crashFaults`). Defaults to `false`. */
  crashFaults?: boolean;
  /** The provider sandboxes payments go through. Defaults to none. */
  providers?: readonly ProviderSandbox[];
  /** Registers further services (feature flags, captcha, places). Defaults to none. */
  registerServices?: (app: Hono, ctx: SandboxContext) => void;
}

/** Builds the sandbox's HTTP app; no listening, so tests call it with `app.request()`. */
export function createSandboxApp(options: SandboxAppOptions) {
  const ctx: SandboxContext = {
    db: options.db,
    publicUrl: options.publicUrl ?? 'http://127.0.0.1:4010',
    providerHosts: options.providerHosts ?? false,
    now: options.now ?? (() => new Date()),
    crashFaults: options.crashFaults ?? false,
  };
  const providers = options.providers ?? [];
  const findProvider = (gateway: string) => providers.find((p) => p.gateway === gateway);

  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin) => (LOOPBACK_ORIGIN.test(origin) ? origin : null),
      allowHeaders: [
        'content-type',
        'idempotency-key',
        'authorization',
        'x-sandbox-fault',
        WRITE_REQUEST_HEADER,
        // The Maps JavaScript API's double calls the places stand-in as Google's Places API (New).
        'x-goog-api-key',
        'x-goog-fieldmask',
      ],
      exposeHeaders: ['idempotent-replayed', 'retry-after'],
      credentials: true,
    }),
  );
  app.use('*', refuseControlCharacters());
  app.use('*', limitBody());
  app.use('/api/*', requireJsonWrites());
  app.use('/utils/*', requireJsonWrites());
  app.use('*', refuseUnstorableBodies());
  app.use('*', faultInjection());
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/sandbox/scenarios', async (c) => ok(c, await listScenarios(ctx.db, c.req.query('lang') ?? 'en')));

  registerCartRoutes(app, ctx, findProvider);
  registerShippingRoutes(app, ctx);
  registerVoucherRoutes(app, ctx);
  registerCheckRoutes(app, ctx);
  registerMerchantRoutes(app, ctx);
  registerOrderRoutes(app, ctx, findProvider);
  registerPaymentMethodRoutes(app, ctx, findProvider);
  registerPaymentStateRoutes(app, ctx);
  registerSystemRoutes(app);
  registerCspReportRoutes(app);
  registerMerchantAssetRoutes(app);
  for (const provider of providers) provider.register(app, ctx);
  options.registerServices?.(app, ctx);

  app.notFound((c) => fail(c, 404, 'This page could not be found'));
  app.onError((error, c) => {
    console.error(error);
    return fail(c, 500, 'Server error');
  });
  return app;
}
