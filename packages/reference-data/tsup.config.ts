import { readdirSync } from 'node:fs';
import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

/** Each language's country names is an entry of its own too (`@checkout/reference-data/names/<lang>`). */
const names = Object.fromEntries(
  readdirSync('src/generated/names')
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [`names/${file.slice(0, -3)}`, `src/generated/names/${file}`]),
);

export default defineConfig(defineLibraryConfig({ entry: { index: 'src/index.ts', ...names } }));
