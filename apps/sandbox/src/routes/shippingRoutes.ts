import { ShippingMethodUpdateRequestSchema } from '@checkout/api-client/contract';
import { getCountryName, loadCountryNames } from '@checkout/reference-data';
import type { Hono } from 'hono';
import { toDecimal } from '../domain/money';
import { cartDestination, shippingCountries, shippingMethodsFor } from '../domain/shipping';
import { fail, ok } from '../http/envelope';
import { readBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';
import { saveCart } from '../store/carts';
import { loadCart } from './loadCart';

const cartPath = '/api/:apiKey/cart/:cartId';

function wireMethods(alpha2: string, currency: string) {
  return shippingMethodsFor(alpha2).map((m) => ({
    id: m.id,
    name: m.name,
    price: toDecimal(m.priceMinor, currency),
    currency,
  }));
}

/** Shipping calls of spec §7: countries, methods per country or for the cart, choosing a method. */
export function registerShippingRoutes(app: Hono, ctx: SandboxContext) {
  const englishNames = loadCountryNames('en');

  app.get(`${cartPath}/shipping-countries`, async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    await englishNames;
    return ok(
      c,
      shippingCountries.map((alpha2) => ({ alpha2, name: getCountryName(alpha2, 'en') ?? alpha2 })),
    );
  });

  app.get(`${cartPath}/shipping-countries/:country/shipping-methods`, async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const country = c.req.param('country').toUpperCase();
    if (shippingMethodsFor(country).length === 0) return fail(c, 404, 'We do not ship to this country.');
    return ok(c, wireMethods(country, found.cart.document.currency));
  });

  app.get(`${cartPath}/shipping-methods`, async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const cart = found.cart.document;
    return ok(c, wireMethods(cartDestination(cart), cart.currency));
  });

  app.put(`${cartPath}/shipping-method`, async (c) => {
    const body = await readBody(c, ShippingMethodUpdateRequestSchema);
    if (!body.ok) return body.response;
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const cart = found.cart.document;
    const id = String(body.value.id);
    if (!shippingMethodsFor(cartDestination(cart)).some((m) => m.id === id)) {
      return fail(c, 422, 'This shipping method is not available.', { id: ['This shipping method is not available.'] });
    }
    await saveCart(ctx.db, c.req.param('apiKey'), { ...cart, shipping_method_id: id });
    return ok(c, null);
  });
}
