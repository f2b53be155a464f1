import {
  CreditCheckRequestSchema,
  DataLayerRequestSchema,
  LimitsValidationRequestSchema,
} from '@checkout/api-client/contract';
import type { Hono } from 'hono';
import { creditCheckOutcome } from '../domain/creditCheckOutcome';
import { toMinor } from '../domain/money';
import { stockProblems } from '../domain/stockProblems';
import { cartTotals, toWireCart } from '../domain/toWireCart';
import { fail, ok } from '../http/envelope';
import { readBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';
import { loadCart } from './loadCart';

/** Largest order value, as a decimal in the cart's currency, that passes the limits validation. */
export const ORDER_LIMIT = '5000.00';

/** Check calls of spec §7: stock, credit, limits, data layer. */
export function registerCheckRoutes(app: Hono, ctx: SandboxContext) {
  app.get('/api/:apiKey/cart/:cartId/stock-validation', async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const outOfStock = await stockProblems(ctx.db, c.req.param('apiKey'), found.cart.document);
    return ok(c, { valid: outOfStock.length === 0, out_of_stock: outOfStock });
  });

  app.post('/api/:apiKey/cart/:cartId/crif-validate', async (c) => {
    const body = await readBody(c, CreditCheckRequestSchema);
    if (!body.ok) return body.response;
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response.status === 404 ? fail(c, 404, 'Cart not found.') : found.response;
    const outcome = creditCheckOutcome(body.value.contact.address.billing.last_name);
    return outcome.ok ? ok(c, { valid: true }) : fail(c, outcome.status, outcome.message);
  });

  app.post('/api/:apiKey/validate-limits', async (c) => {
    const body = await readBody(c, LimitsValidationRequestSchema);
    if (!body.ok) return body.response;
    const found = await loadCart(c, ctx, body.value.cart_id);
    if (!found.ok) return found.response;
    const cart = found.cart.document;
    if (cartTotals(cart).due > toMinor(ORDER_LIMIT, cart.currency)) {
      return fail(
        c,
        422,
        `The order exceeds the limit of ${ORDER_LIMIT} ${cart.currency}.`,
        undefined,
        'order_limit_exceeded',
      );
    }
    return ok(c, toWireCart(cart));
  });

  app.post('/api/:apiKey/data-layer', async (c) => {
    const step = c.req.query('step')?.trim();
    if (!step || step.length > 64) return fail(c, 422, 'The step is required.', { step: ['The step is required.'] });
    const body = await readBody(c, DataLayerRequestSchema);
    if (!body.ok) return body.response;
    await ctx.db.query('INSERT INTO data_layer_events (api_key, step, payload) VALUES ($1, $2, $3)', [
      c.req.param('apiKey'),
      step,
      JSON.stringify(body.value),
    ]);
    return ok(c, { event: `checkout_${step}`, cart_id: body.value.cart_id, step });
  });
}
