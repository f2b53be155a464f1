import { vi } from 'vitest';
import type { PaymentAdapter, PayOutcome, PayRequest, UpdatePaymentMethodOutcome } from '../contract/PaymentAdapter';
import type { PaymentAdapterId } from '../contract/PaymentProviderId';
import { providerOfAdapter } from '../contract/PaymentProviderId';
import type { TestConfirmation } from './createFakePort';

type Adapter = PaymentAdapter<TestConfirmation>;

/** An adapter of `id` whose methods are `vi.fn`s; `pay` and `updatePaymentMethod` resolve to the given outcomes. */
export function createFakeAdapter(
  id: PaymentAdapterId,
  outcomes: {
    pay?: (request: PayRequest) => Promise<PayOutcome<TestConfirmation>>;
    update?: () => Promise<UpdatePaymentMethodOutcome>;
  } = {},
) {
  const adapter = {
    id,
    provider: providerOfAdapter(id),
    hasWidget: true,
    load: vi.fn<Adapter['load']>(() => Promise.resolve()),
    mount: vi.fn<Adapter['mount']>(() => Promise.resolve({ unmount: vi.fn() })),
    pay: vi.fn(
      outcomes.pay ?? ((_request: PayRequest) => Promise.resolve<PayOutcome<TestConfirmation>>({ status: 'updated' })),
    ),
    updatePaymentMethod: vi.fn(
      outcomes.update ?? (() => Promise.resolve<UpdatePaymentMethodOutcome>({ status: 'updated' })),
    ),
    handleReturn: vi.fn(() => Promise.resolve({ status: 'updated' as const })),
    unmount: vi.fn(),
  } satisfies PaymentAdapter<TestConfirmation>;
  return adapter;
}
