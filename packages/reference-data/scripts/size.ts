/** Prints the minified and minified+brotli bytes of each public export imported alone, and of one language's names. */
import * as api from '../src/index';
import { brotliSize, bundleImport, byteSize } from './bundleSize';

const rows: [string, number, number][] = [];
for (const name of Object.keys(api).sort()) {
  const { entry } = await bundleImport([name]);
  rows.push([`\`${name}\``, byteSize(entry), brotliSize(entry)]);
}
const { entry: de } = await bundleImport(['names'], './src/generated/names/de.ts');
rows.push(['country names, one language (`de` chunk)', byteSize(de), brotliSize(de)]);
const { entry: zh } = await bundleImport(['names'], './src/generated/names/zh-tw.ts');
rows.push(['country names, one language (`zh-tw` chunk)', byteSize(zh), brotliSize(zh)]);

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`| ${'import'.padEnd(width)} | minified | min + brotli |`);
console.log(`| ${'-'.repeat(width)} | -------: | -----------: |`);
for (const [label, minified, brotli] of rows) {
  console.log(`| ${label.padEnd(width)} | ${String(minified).padStart(8)} | ${String(brotli).padStart(12)} |`);
}
