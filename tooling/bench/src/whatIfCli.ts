// `pnpm --filter @checkout/bench what-if [url] [--drop <regex>]… [--scale <regex>=<factor>]… [--document-bytes <n>]`:
// records one Lighthouse load of a running checkout page (default: `pnpm start`'s demo cart) and prints the LCP
// Lighthouse's simulation gives it as built and as each what-if of `whatIf/variants.ts` (or of the flags) would
// change its network log. An estimate before building a change, not a measurement (ADR 0008).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, findChromium } from '@checkout/e2e';
import { runCommand } from './runCommand';
import { editNetworkLog, type NetworkEdit } from './whatIf/editNetworkLog';
import { readSavedRun, simulateLcp } from './whatIf/simulateLcp';
import { VARIANTS, type Variant } from './whatIf/variants';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    drop: { type: 'string', multiple: true, default: [] },
    scale: { type: 'string', multiple: true, default: [] },
    'document-bytes': { type: 'string', default: '0' },
  },
});
const url = positionals[0] ?? 'http://127.0.0.1:4000/en/demo-all/cart-normal';
const custom: NetworkEdit = {
  drop: values.drop.map((pattern) => new RegExp(pattern)),
  scale: values.scale.map((entry) => {
    const [pattern = '', factor = ''] = entry.split(/=(?=[\d.]+$)/);
    return [new RegExp(pattern), Number(factor)] as const;
  }),
  documentExtraBytes: Number(values['document-bytes']),
};
const variants: Variant[] =
  values.drop.length + values.scale.length > 0 || custom.documentExtraBytes
    ? [VARIANTS[0] as Variant, { name: 'given edit', edit: custom }]
    : [...VARIANTS];

const dir = await mkdtemp(join(tmpdir(), 'checkout-what-if-'));
try {
  console.log(`recording ${url} (Lighthouse gather mode, mobile)`);
  const recorded = await runCommand(
    process.execPath,
    [
      createRequire(import.meta.url).resolve('lighthouse/cli/index.js'),
      url,
      `-G=${dir}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      '--only-categories=performance',
      '--throttling-method=simulate',
      '--quiet',
    ],
    { env: { CHROME_PATH: findChromium() }, seconds: 150 },
  );
  if (recorded.code !== 0) throw new Error(`Lighthouse could not record the page: ${recorded.output.slice(-500)}`);
  const run = await readSavedRun(dir);
  const base = await simulateLcp(run, run.devtoolsLog);
  console.log('\n| what if                                                       | simulated LCP | change  |');
  console.log('| ------------------------------------------------------------- | ------------- | ------- |');
  for (const variant of variants) {
    const lcp = await simulateLcp(run, editNetworkLog(run.devtoolsLog, variant.edit));
    const change = lcp === base ? '' : `${lcp > base ? '+' : ''}${lcp - base} ms`;
    console.log(
      `| ${variant.name.padEnd(61)} | ${`${(lcp / 1000).toFixed(2)} s`.padStart(13)} | ${change.padStart(7)} |`,
    );
  }
  console.log('\nOne recorded load, simulated again: compare the rows with each other, not with `pnpm bench` medians.');
} finally {
  await rm(dir, { recursive: true, force: true });
}
