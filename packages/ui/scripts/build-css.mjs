#!/usr/bin/env node
// Bundles src/styles.css (tokens, base, components and the self-hosted Roboto files) into dist/styles.css,
// copying the font files to dist/fonts so the published stylesheet needs no third-party request.
import { writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: { styles: 'src/styles.css' },
  outdir: 'dist',
  bundle: true,
  minify: false,
  logLevel: 'warning',
  loader: { '.woff2': 'file', '.woff': 'file' },
  assetNames: 'fonts/[name]-[hash]',
  // Chromium 111+, Safari 16.4+, Firefox 113+: logical properties and :has() are kept as written.
  target: ['chrome111', 'safari16.4', 'firefox113'],
});

// Declarations for the CSS subpath, so TypeScript and attw resolve `import '@checkout/ui/styles.css'` in every mode.
const declaration = '// A side-effect stylesheet import: it has no bindings.\nexport {};\n';
await writeFile('dist/styles.css.d.ts', declaration);
await writeFile('dist/styles.css.d.cts', declaration);
