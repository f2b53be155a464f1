import type { ChaosSummary } from './ChaosSummary';
import { purchasePaths } from './purchasePaths';

const row = (label: string, value: string | number) => `${label.padEnd(34)} ${value}`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The closing table of a chaos run: money (provider charges, refunds, orders), the breaches
 * (charges without an order, double charges, wrong outcomes), the screens, the chaos met, the
 * timings, every failing cart with its reasons, and last the line `N passed, N failed` counting
 * carts, which `pnpm test`'s summary reads.
 */
export function formatReport(summary: ChaosSummary): string {
  const { records, verdicts } = summary;
  const sum = (pick: (v: (typeof verdicts)[number]) => number) => verdicts.reduce((total, v) => total + pick(v), 0);
  const problems = verdicts.flatMap((v) => v.problems);
  const count = (kind: string) => problems.filter((p) => p.kind === kind).length;
  const screens = verdicts.flatMap((v) => v.screens);
  const shown = (kind: string) => screens.filter((s) => s.shown.kind === kind).length;
  const events = records.flatMap((r) => r.plan.events.map((e) => e.kind));
  const met = (kind: string) => events.filter((e) => e === kind).length;
  const failed = verdicts.filter((v) => v.problems.length > 0);
  const durations = records.map((r) => r.seconds).sort((a, b) => a - b);
  const browser = records.filter((r) => r.plan.browser).length;
  const lines = [
    '',
    '=== Chaos verdict',
    row('seed', `${summary.seed} (replay: ${summary.replay})`),
    row(
      'attempts',
      `${records.length} of ${summary.planned} (${records.length - browser} api-client, ${browser} Chromium)${summary.timedOut ? ', stopped by the time limit' : ''}`,
    ),
    row(
      'provider charges',
      sum((v) => v.charges),
    ),
    row(
      'refunds',
      sum((v) => v.refunds),
    ),
    row(
      'orders',
      sum((v) => v.orders),
    ),
    row(
      'drafts left open',
      sum((v) => v.drafts),
    ),
    row(
      'charges without an order',
      `${sum((v) => Math.max(0, v.charges - v.refunds - v.orders))} (after recovery${summary.settled ? '' : ', which did not settle in time'})`,
    ),
    row('double charges', `${count('double-charge')} (carts charged twice, one refunded: ${count('charged-twice')})`),
    row('wrong outcomes', count('wrong-outcome')),
    row(
      'other breaches',
      `${count('order-without-charge')} orders without a charge, ${count('two-orders')} carts with two orders`,
    ),
    row(
      'screens',
      `${shown('confirmed')} confirmed, ${shown('being-confirmed')} being confirmed, ${shown('failed')} failed (${screens.length} tabs)`,
    ),
    row(
      'chaos',
      `${summary.sandbox.kills} kill -9, ${summary.sandbox.crashes} crashes after a charge, ${met('drop')} dropped requests, ${met('lose-answer')} lost answers, ${met('second-tab')} second tabs, ${met('reload')} reloads, ${met('slow-provider')} slow providers`,
    ),
    row('sandbox', `${summary.sandbox.restarts} restarts, down ${(summary.sandbox.downMs / 1000).toFixed(1)} s in all`),
    row(
      'timings',
      `attempts ${summary.seconds.attempts.toFixed(0)} s, recovery ${summary.seconds.recovery.toFixed(0)} s, total ${summary.seconds.total.toFixed(0)} s; per attempt p50 ${percentile(durations, 50).toFixed(1)} s, p95 ${percentile(durations, 95).toFixed(1)} s`,
    ),
    row(
      'harness errors',
      records.reduce((total, r) => total + r.errors.length, 0),
    ),
    '',
    'path                   attempts  carts failed',
    ...purchasePaths.map((path) => {
      const ofPath = verdicts.filter((v) => v.screens.some((s) => s.path === path));
      return `${path.padEnd(22)} ${String(ofPath.length).padStart(8)}  ${String(ofPath.filter((v) => v.problems.length > 0).length).padStart(12)}`;
    }),
  ];
  if (failed.length > 0) {
    lines.push('', `Failing carts (replay one: ${summary.replay} --only CART):`);
    for (const verdict of failed.slice(0, 50)) {
      const tabs = verdict.screens.map(
        (s) =>
          `${s.tab}: ${s.shown.kind}${s.shown.kind === 'confirmed' ? ` ${s.shown.orderId}` : ` (${s.shown.reason})`}`,
      );
      lines.push(
        `  ${verdict.cartId} [${verdict.screens[0]?.path ?? '?'}] charges ${verdict.charges}, refunds ${verdict.refunds}, orders ${verdict.orders}; ${tabs.join('; ')}`,
        ...verdict.problems.map((p) => `    ${p.kind}: ${p.detail}`),
      );
    }
    if (failed.length > 50) lines.push(`  … and ${failed.length - 50} more`);
  }
  lines.push('', `${verdicts.length - failed.length} passed, ${failed.length} failed`);
  return lines.join('\n');
}
