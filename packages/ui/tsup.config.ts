import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({ entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' } }),
);
