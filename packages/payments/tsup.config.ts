import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({
    entry: {
      index: 'src/index.ts',
      'offline/index': 'src/offline/index.ts',
      'mollie/index': 'src/mollie/index.ts',
      'stripe/index': 'src/stripe/index.ts',
      'adyen/index': 'src/adyen/index.ts',
      'braintree/index': 'src/braintree/index.ts',
      'paypal/index': 'src/paypal/index.ts',
      'react/index': 'src/react/index.ts',
      'pay-sequence/index': 'src/sequence/runPaySequence.ts',
      'update-sequence/index': 'src/sequence/runPaymentMethodUpdate.ts',
      'redirect/index': 'src/redirect/index.ts',
    },
  }),
);
