import type { AttemptPlan } from './AttemptPlan';
import type { AttemptRecord } from './AttemptRecord';

/** Prints every attempt's plan and screens (`CHAOS_VERBOSE=1`). */
const verbose = process.env.CHAOS_VERBOSE === '1';

/** Runs `work` for each plan from `lanes` workers at once, until the plans or the time run out. */
export async function runLanes(
  plans: readonly AttemptPlan[],
  lanes: number,
  until: number,
  work: (plan: AttemptPlan) => Promise<AttemptRecord>,
  records: AttemptRecord[],
  log: (line: string) => void,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, plans.length) }, async () => {
      while (next < plans.length && Date.now() < until) {
        const plan = plans[next++] as AttemptPlan;
        const record = await work(plan);
        records.push(record);
        if (verbose)
          log(
            `  ${plan.cartId} ${plan.browser ? 'chromium' : 'api'} ${plan.path}${plan.declined ? ' declined' : ''} [${plan.events.map((e) => e.kind).join(', ')}] ${record.seconds.toFixed(1)} s: ${record.screens.map((s) => `${s.tab} ${s.shown.kind}${s.shown.kind === 'confirmed' ? ` ${s.shown.orderId}` : ` (${s.shown.reason})`}`).join('; ')}`,
          );
        if (records.length % 20 === 0 || record.errors.length > 0)
          log(
            `  ${records.length} attempts done${record.errors.length > 0 ? ` (${plan.cartId}: ${record.errors.join('; ').slice(0, 300)})` : ''}`,
          );
      }
    }),
  );
}
