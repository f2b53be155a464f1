import type { BudgetCheck } from './checkBudgets';
import type { EntrySize } from './measurePackageSizes';
import type { RenderThroughputReport } from './measureRenderThroughput';
import type { PageResult } from './PageResult';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toFixed(2));

/** A Markdown table: header row, separator, rows (cells padded so it also reads well in a terminal). */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The page table: JS and CSS until interactive, requests, catalogues, Lighthouse medians, and ratios to both floors. */
export function formatPageTable(pages: readonly PageResult[]): string {
  const floorJs = (name: string) => {
    const floor = pages.find((page) => page.kind === 'floor' && page.name === name);
    return floor?.transfer.ok ? floor.transfer.value.scripts.brotli : null;
  };
  const bare = floorJs('bare floor');
  const stack = floorJs('stack floor');
  const rows = pages.map((page) => {
    const t = page.transfer.ok ? page.transfer.value : null;
    const l = page.lighthouse.ok ? page.lighthouse.value : null;
    const ratio = (floor: number | null) => (t && floor ? `${(t.scripts.brotli / floor).toFixed(2)}×` : '–');
    return [
      page.name,
      t ? kib(t.scripts.brotli) : 'failed',
      t ? kib(t.scripts.gzip) : '–',
      t ? kib(t.scripts.raw) : '–',
      t ? kib(t.styles.brotli) : '–',
      t ? String(t.requestCount) : '–',
      t ? String(t.providerSdk.count) : '–',
      t ? `${t.messageCatalogues}/${t.countryNameCatalogues}` : '–',
      l?.score == null ? 'failed' : l.score.toFixed(2),
      l ? seconds(l.fcpMs) : '–',
      l ? seconds(l.lcpMs) : '–',
      l?.tbtMs == null ? '–' : String(Math.round(l.tbtMs)),
      l?.cls == null ? '–' : l.cls.toFixed(3),
      ratio(bare),
      ratio(stack),
    ];
  });
  return markdownTable(
    [
      'page',
      'JS br KiB',
      'JS gz KiB',
      'JS raw KiB',
      'CSS br KiB',
      'requests',
      'SDKs',
      'msgs/countries',
      'score',
      'FCP s',
      'LCP s',
      'TBT ms',
      'CLS',
      'JS ÷ bare',
      'JS ÷ stack',
    ],
    rows,
  );
}

/** The budget table with pass/fail per budget. */
export function formatBudgetTable(checks: readonly BudgetCheck[]): string {
  return markdownTable(
    ['budget', 'limit', 'today', 'result'],
    checks.map((check) => [check.name, check.limit, check.actual, check.pass ? 'pass' : 'FAIL']),
  );
}

/** The package table: minified and brotli bytes of each public entry imported alone, and what it loads later. */
export function formatPackageTable(sizes: readonly EntrySize[]): string {
  return markdownTable(
    ['entry', 'min KiB', 'br KiB', 'lazy min KiB', 'lazy br KiB'],
    sizes.map((size) =>
      size.error
        ? [size.entry, 'failed', size.error.slice(0, 60), '', '']
        : [size.entry, kib(size.minified), kib(size.brotli), kib(size.lazyMinified), kib(size.lazyBrotli)],
    ),
  );
}

/** The server render table: rendered pages per second and the latency of every answer, with the batch's settings. */
export function formatThroughputTable(report: RenderThroughputReport): string {
  const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
  return markdownTable(
    ['page', 'requests', 'warm-up', 'in flight', 'rendered', 'pages/s', 'p50 ms', 'p99 ms'],
    [
      [
        new URL(report.url).pathname,
        String(report.requests),
        String(report.warmUp),
        String(report.concurrency),
        String(report.rendered),
        report.pagesPerSecond.toFixed(1),
        ms(report.p50Ms),
        ms(report.p99Ms),
      ],
    ],
  );
}
