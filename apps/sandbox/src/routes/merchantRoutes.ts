import type { Context, Hono } from 'hono';
import { fail, ok } from '../http/envelope';
import { isSafeId } from '../http/isSafeId';
import type { SandboxContext } from '../SandboxContext';
import { resolveSandboxUrls } from '../seed/resolveSandboxUrls';
import { findMerchant } from '../store/merchants';
import type { MerchantRecord } from '../store/records';

async function merchantOf(c: Context, ctx: SandboxContext): Promise<MerchantRecord | null> {
  const apiKey = c.req.param('apiKey');
  return isSafeId(apiKey) ? findMerchant(ctx.db, apiKey) : null;
}

/** The merchant's switches as the platform sends them with the payment options. */
function publicSettings(merchant: MerchantRecord) {
  const { payment_methods: _methods, feature_flags: _flags, currency: _currency, ...settings } = merchant.settings;
  return settings;
}

/** Merchant calls of spec §7: locale, styling and theme overrides, payment options, currency. */
export function registerMerchantRoutes(app: Hono, ctx: SandboxContext) {
  app.get('/api/:apiKey/locale', async (c) => {
    const merchant = await merchantOf(c, ctx);
    if (!merchant) return fail(c, 404, 'Merchant not found.');
    return ok(c, merchant.locale_override ?? { messages: {}, defaultLocale: null, locales: [] });
  });

  app.get('/api/:apiKey/styling', async (c) => {
    const merchant = await merchantOf(c, ctx);
    if (!merchant) return fail(c, 404, 'Merchant not found.');
    return ok(c, resolveSandboxUrls(merchant.styling ?? {}, ctx.publicUrl));
  });

  app.get('/api/:apiKey/theme', async (c) => {
    const merchant = await merchantOf(c, ctx);
    if (!merchant) return fail(c, 404, 'Merchant not found.');
    return ok(c, { theme: { light: {}, rootVariables: {}, ...(merchant.theme ?? {}) } });
  });

  app.get('/api/:apiKey/payments/:locale', async (c) => {
    const merchant = await merchantOf(c, ctx);
    if (!merchant) return fail(c, 404, 'Merchant not found.');
    // How the platform settles a method (`hosted_confirmation`) is its own business, not the checkout's.
    const methods = merchant.settings.payment_methods.map(({ hosted_confirmation: _hosted, ...method }) => method);
    return ok(c, { payment_methods: methods, settings: publicSettings(merchant) });
  });

  app.get('/api/:apiKey/currency', async (c) => {
    const merchant = await merchantOf(c, ctx);
    if (!merchant) return fail(c, 404, 'Merchant not found.');
    return ok(c, { currency: merchant.settings.currency });
  });
}
