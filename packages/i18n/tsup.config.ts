import { readdirSync } from 'node:fs';
import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

/** Each part of each locale's catalogue is an entry of its own too (`@checkout/i18n/catalogues/<locale>[.<area>]`). */
const catalogues = Object.fromEntries(
  readdirSync('src/generated/catalogues')
    .filter((file) => /^[a-z]{2}(\.\w+)?\.ts$/.test(file))
    .map((file) => [`catalogues/${file.slice(0, -3)}`, `src/generated/catalogues/${file}`]),
);

export default defineConfig(
  defineLibraryConfig({
    entry: {
      index: 'src/index.ts',
      'react/index': 'src/react/index.ts',
      'errors/index': 'src/errors/index.ts',
      ...catalogues,
    },
  }),
);
