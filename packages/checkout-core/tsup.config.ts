import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({
    entry: {
      index: 'src/index.ts',
      'contact/index': 'src/contact/index.ts',
      'failures/index': 'src/failures/index.ts',
    },
  }),
);
