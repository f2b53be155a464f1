import { randomUUID } from 'node:crypto';
import {
  CartItemRequestSchema,
  CartLocationRequestSchema,
  CartParamsRequestSchema,
} from '@checkout/api-client/contract';
import type { Hono } from 'hono';
import { cartDestination, isShippingCountry, shippingMethodsFor } from '../domain/shipping';
import { toWireCart } from '../domain/toWireCart';
import { fail, ok } from '../http/envelope';
import { isSafeId } from '../http/isSafeId';
import { readBody } from '../http/readBody';
import { giveUpDraft } from '../orders/giveUpDraft';
import type { FindProvider } from '../providers/FindProvider';
import type { SandboxContext } from '../SandboxContext';
import { saveCart } from '../store/carts';
import { findMerchant, findProduct } from '../store/merchants';
import { findLiveOrder } from '../store/orders';
import type { CartDocument } from '../store/records';
import { loadCart } from './loadCart';

const cartPath = '/api/:apiKey/cart/:cartId';

/** Cart calls of spec §7: show, items, location, reset, params. */
export function registerCartRoutes(app: Hono, ctx: SandboxContext, findProvider: FindProvider) {
  app.get(cartPath, async (c) => {
    const found = await loadCart(c, ctx);
    return found.ok ? ok(c, toWireCart(found.cart.document)) : found.response;
  });

  // Creating an item on a cart the platform has not seen creates the cart (the checkout's /cart/create page).
  app.post(`${cartPath}/items/:sku`, async (c) => {
    const apiKey = c.req.param('apiKey');
    const cartId = c.req.param('cartId');
    const sku = c.req.param('sku');
    const body = await readBody(c, CartItemRequestSchema);
    if (!body.ok) return body.response;
    if (!isSafeId(apiKey) || !isSafeId(cartId)) return fail(c, 404, 'Cart not found.');
    const merchant = await findMerchant(ctx.db, apiKey);
    if (!merchant) return fail(c, 404, 'Cart not found.');
    const product = await findProduct(ctx.db, apiKey, sku);
    if (!product) return fail(c, 404, 'Product not found.', { sku: ['Product not found.'] });
    const found = await loadCart(c, ctx);
    if (!found.ok && found.response.status !== 404) return found.response;
    const cart: CartDocument = found.ok
      ? found.cart.document
      : {
          id: cartId,
          currency: merchant.settings.currency,
          items: [],
          draft_id: null,
          voucher: null,
          shipping_country: null,
          shipping_method_id: null,
          params: {},
          settings: null,
        };
    if (found.ok && found.cart.status !== 'open')
      return fail(c, 409, 'This cart has already been ordered.', undefined, 'cart_ordered');
    const line = cart.items.find((item) => item.sku === sku);
    if (line) line.quantity += body.value.quantity;
    else {
      cart.items.push({
        id: `li_${randomUUID().slice(0, 8)}`,
        sku,
        name: product.name,
        quantity: body.value.quantity,
        price: product.price,
        image: product.image ?? null,
        subscription: product.subscription ?? null,
        rental: product.rental ?? null,
      });
    }
    await saveCart(ctx.db, apiKey, cart);
    return ok(c, toWireCart(cart), found.ok ? 200 : 201);
  });

  app.put(`${cartPath}/items/:itemId`, async (c) => {
    const body = await readBody(c, CartItemRequestSchema);
    if (!body.ok) return body.response;
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const cart = found.cart.document;
    const line = cart.items.find((item) => item.id === c.req.param('itemId'));
    if (!line) return fail(c, 404, 'Item not found.');
    line.quantity = body.value.quantity;
    await saveCart(ctx.db, c.req.param('apiKey'), cart);
    return ok(c, toWireCart(cart));
  });

  app.delete(`${cartPath}/items/:itemId`, async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const cart = found.cart.document;
    const before = cart.items.length;
    cart.items = cart.items.filter((item) => item.id !== c.req.param('itemId'));
    if (cart.items.length === before) return fail(c, 404, 'Item not found.');
    await saveCart(ctx.db, c.req.param('apiKey'), cart);
    return ok(c, toWireCart(cart));
  });

  app.put(`${cartPath}/location`, async (c) => {
    const body = await readBody(c, CartLocationRequestSchema);
    if (!body.ok) return body.response;
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    if (!isShippingCountry(body.value.alpha2)) {
      return fail(c, 422, 'We do not ship to this country.', { alpha2: ['We do not ship to this country.'] });
    }
    const cart = found.cart.document;
    cart.shipping_country = body.value.alpha2;
    if (!shippingMethodsFor(cartDestination(cart)).some((m) => m.id === cart.shipping_method_id)) {
      cart.shipping_method_id = null;
    }
    await saveCart(ctx.db, c.req.param('apiKey'), cart);
    return ok(c, toWireCart(cart));
  });

  // Reset starts the cart's checkout over: its draft (a payment left open at its provider) is given
  // up, so the next Pay is not refused for it. The items and the shopper's choices stay.
  app.post(`${cartPath}/reset`, async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const live = await findLiveOrder(ctx.db, found.cart.document.id);
    if (live?.status !== 'draft') return ok(c, toWireCart(found.cart.document));
    await giveUpDraft(ctx, findProvider, live);
    const after = await loadCart(c, ctx);
    return after.ok ? ok(c, toWireCart(after.cart.document)) : after.response;
  });

  app.put(`${cartPath}/params`, async (c) => {
    const body = await readBody(c, CartParamsRequestSchema);
    if (!body.ok) return body.response;
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const params = Object.fromEntries(
      Object.entries(body.value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    await saveCart(ctx.db, c.req.param('apiKey'), { ...found.cart.document, params });
    return ok(c, null);
  });
}
