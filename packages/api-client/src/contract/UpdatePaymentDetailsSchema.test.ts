import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UpdatePaymentDetailsSchema } from './UpdatePaymentDetailsSchema';

describe('UpdatePaymentDetailsSchema', () => {
  it('reads boolean query values given as text', () => {
    const details = v.parse(UpdatePaymentDetailsSchema, {
      api_key: 'k',
      customer_id: 'c',
      hash: 'h',
      is_update_all: '1',
      isUpdateContainer: 'false',
      currency: 'eur',
    });
    expect(details).toMatchObject({ is_update_all: true, isUpdateContainer: false, currency: 'EUR' });
  });
});
