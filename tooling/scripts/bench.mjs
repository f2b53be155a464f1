#!/usr/bin/env node
// `pnpm bench`: the benchmark runner. Benchmarks print figures; they are never tests.
// Each benchmark is a module under tooling/scripts/bench/ exporting `run()`, run one after the other in name order:
// checkout-performance.mjs (pages, budgets, server render; tooling/bench) and sandbox-load.mjs (the sandbox under load).
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const benchmarks = readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .sort();
for (const name of benchmarks) {
  console.log(`\n=== ${name}`);
  const { run } = await import(pathToFileURL(`${dir}${name}`).href);
  await run();
}
