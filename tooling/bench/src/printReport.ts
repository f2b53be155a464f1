import type { BenchmarkResult } from './BenchmarkResult';
import { formatBudgetTable, formatPackageTable, formatPageTable, formatThroughputTable } from './formatTables';

/** Prints the benchmark's tables, the problems of its steps and pages, and the budgets with pass/fail. */
export function printReport(result: BenchmarkResult): void {
  console.log(
    `\nCheckout performance, ${result.date.slice(0, 10)} (JS/CSS until network idle; Lighthouse 12.8 mobile, simulated throttling, median of ${result.lighthouseRuns} run${result.lighthouseRuns === 1 ? '' : 's'})`,
  );
  console.log(formatPageTable(result.pages));
  const problems = Object.entries(result.steps).filter(([, status]) => status !== 'ok');
  for (const [step, status] of problems) console.log(`step ${step}: ${status}`);
  for (const page of result.pages) {
    if (!page.transfer.ok) console.log(`${page.name}: not weighed: ${page.transfer.reason}`);
    else {
      const t = page.transfer.value;
      if (page.kind === 'app') {
        const largest = t.assets
          .filter((asset) => asset.type === 'script')
          .slice(0, 6)
          .map((asset) => `${new URL(asset.url).pathname.split('/').pop()} ${(asset.sizes.brotli / 1024).toFixed(1)}`)
          .join(', ');
        console.log(
          `${page.name}: HTTP ${t.status}, ${t.scriptCount} scripts, ${t.styleCount} stylesheets, form controls ${t.interactive ? 'shown' : 'NOT shown'}; largest scripts (br KiB): ${largest}`,
        );
        if (t.providerSdk.count > 0) console.log(`  provider SDKs before a choice: ${t.providerSdk.urls.join(', ')}`);
        if (t.failedRequests.length > 0) console.log(`  failed requests: ${t.failedRequests.slice(0, 5).join(', ')}`);
        if (t.consoleErrors.length > 0) console.log(`  console errors: ${t.consoleErrors.slice(0, 3).join(' | ')}`);
      }
    }
    if (!page.lighthouse.ok) console.log(`${page.name}: no Lighthouse figures: ${page.lighthouse.reason}`);
    else if (page.lighthouse.value.errors.length > 0)
      console.log(`${page.name}: Lighthouse: ${page.lighthouse.value.errors.join('; ')}`);
  }
  console.log('\nServer render of the main page (the sandbox answering platform reads from memory)');
  console.log(
    result.serverRender.ok ? formatThroughputTable(result.serverRender.value) : `failed: ${result.serverRender.reason}`,
  );
  if (result.serverRender.ok && result.serverRender.value.notRendered.length > 0)
    console.log(`  not server-rendered: ${result.serverRender.value.notRendered.join(' | ')}`);
  console.log('\nBudgets (tooling/bench/budgets.json), main checkout page demo-all/cart-normal');
  console.log(formatBudgetTable(result.budgets));
  console.log('\nPackage entries imported alone (esbuild, browser, minified; peer dependencies external)');
  console.log(result.packages.ok ? formatPackageTable(result.packages.value) : `failed: ${result.packages.reason}`);
  console.log(`\n${result.passed ? 'All budgets met.' : 'Budgets exceeded or unmeasured: see FAIL above.'}`);
}
