import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentOptionsSchema } from './PaymentOptionsSchema';

describe('PaymentOptionsSchema', () => {
  it('leaves out methods on gateways we do not know instead of failing the list', () => {
    const options = v.parse(PaymentOptionsSchema, {
      payment_methods: [
        { id: 1, gateway: 'stripe', name: 'Card', version: 2 },
        { id: 2, gateway: 'klarna', name: 'Klarna' },
      ],
    });
    expect(options.payment_methods).toEqual([{ id: '1', gateway: 'stripe', name: 'Card', version: 2 }]);
    expect(options.settings).toBeNull();
  });
});
