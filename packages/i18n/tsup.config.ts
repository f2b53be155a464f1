import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({ entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' } }),
);
