import { describe, expect, it } from 'vitest';
import type { ChaosSummary } from './ChaosSummary';
import { formatReport } from './formatReport';
import type { CartVerdict } from './judgeCarts';

const verdict = (cartId: string, problems: CartVerdict['problems'] = []): CartVerdict => ({
  cartId,
  charges: 1,
  refunds: 0,
  orders: problems.length > 0 ? 0 : 1,
  drafts: 0,
  screens: [
    { cartId, tab: 'a', path: 'stripe-v1', browser: false, shown: { kind: 'confirmed', orderId: `ord_${cartId}` } },
  ],
  problems,
});

const summary = (verdicts: CartVerdict[]): ChaosSummary => ({
  seed: 'report',
  replay: 'pnpm chaos --attempts 2 --seed report --browser-share 0',
  planned: verdicts.length,
  records: verdicts.map((v, index) => ({
    plan: { index, cartId: v.cartId, path: 'stripe-v1', browser: false, declined: false, paysAgain: false, events: [] },
    screens: v.screens,
    errors: [],
    seconds: 1,
  })),
  verdicts,
  sandbox: { kills: 2, crashes: 1, restarts: 3, downMs: 4500 },
  settled: true,
  seconds: { attempts: 20, recovery: 3, total: 30 },
  timedOut: false,
});

describe('formatReport', () => {
  it('ends with the line of carts passed and failed that the test summary reads', () => {
    const report = formatReport(
      summary([
        verdict('c1'),
        verdict('c2'),
        verdict('c3', [{ kind: 'orphan-charge', detail: '1 charge(s) without an order or a refund' }]),
      ]),
    );
    expect(report.split('\n').at(-1)).toBe('2 passed, 1 failed');
  });

  it('prints the money, the breaches and every failing cart with its reasons', () => {
    const report = formatReport(
      summary([
        verdict('c1'),
        verdict('c2', [{ kind: 'orphan-charge', detail: '1 charge(s) without an order or a refund' }]),
      ]),
    );
    expect(report).toMatch(/provider charges\s+2/);
    expect(report).toMatch(/orders\s+1/);
    expect(report).toMatch(/charges without an order\s+1 \(after recovery\)/);
    expect(report).toMatch(/wrong outcomes\s+0/);
    expect(report).toMatch(/2 kill -9, 1 crashes after a charge/);
    expect(report).toContain('  c2 [stripe-v1] charges 1, refunds 0, orders 0; a: confirmed ord_c2');
    expect(report).toContain('    orphan-charge: 1 charge(s) without an order or a refund');
    expect(report).toContain('replay: pnpm chaos --attempts 2 --seed report --browser-share 0)');
    expect(report).toContain('replay one: pnpm chaos --attempts 2 --seed report --browser-share 0 --only CART');
  });
});
