import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({
    entry: { index: 'src/index.ts', 'phone/index': 'src/phone/index.ts', 'contact/index': 'src/contact/index.ts' },
  }),
);
