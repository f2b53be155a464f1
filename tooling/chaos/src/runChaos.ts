import { type ChromiumSession, launchChromium, type StartedProcess } from '@checkout/e2e';
import type { AttemptPlan } from './AttemptPlan';
import type { AttemptRecord } from './AttemptRecord';
import { runBrowserAttempt } from './browser/runBrowserAttempt';
import type { ChaosSummary } from './ChaosSummary';
import { createRandom } from './createRandom';
import { judgeCarts } from './judgeCarts';
import { planAttempts } from './planAttempts';
import type { ChaosOptions } from './readChaosOptions';
import { readCartLedgers } from './recovery/readCartLedgers';
import { readShownOrders } from './recovery/readShownOrders';
import { refreshWaitingScreens } from './recovery/refreshWaitingScreens';
import { waitForSettlement } from './recovery/waitForSettlement';
import { runLanes } from './runLanes';
import { createPlatformApi } from './shopper/createPlatformApi';
import { isSandboxDown } from './shopper/isSandboxDown';
import { patiently } from './shopper/patiently';
import { runApiAttempt } from './shopper/runApiAttempt';
import type { ShopperContext } from './shopper/ShopperContext';
import { Stack } from './stack/Stack';
import { startCheckoutServer } from './stack/startCheckoutServer';
import { type ChaosDatabase, startDatabase } from './stack/startDatabase';
import { type ChaosSandbox, startSandbox } from './stack/startSandbox';

/** The merchant every attempt buys from: it offers every provider. */
const API_KEY = 'demo-all';
/** A crashed request's key and cart are taken over (or settled) this long after its last renewal. */
const LEASE_MS = 8000;
/** How often the sandbox settles attempts charged without an order. */
const SETTLE_EVERY_MS = 1000;
/** Time kept at the end of the run for recovery and the verdict. */
const RECOVERY_RESERVE_MS = 60_000;
/** Where provider return URLs point when no checkout server runs (never followed by the api-client share). */
const RETURN_ORIGIN = 'http://127.0.0.1:3000';

/**
 * One chaos run of issue 41: a throw-away PostgreSQL cluster, the built sandbox on it (killed and
 * restarted at random, crash faults on, a short lease), the checkout server and Chromium for the
 * browser share; the planned attempts; recovery; then every cart judged against the providers'
 * ledger. Stops everything it started, however it ends.
 */
export async function runChaos(
  options: ChaosOptions,
  log: (line: string) => void,
  stack = new Stack(),
): Promise<ChaosSummary> {
  const startedAt = Date.now();
  const deadline = startedAt + options.timeLimitSeconds * 1000;
  // The whole plan is drawn, then filtered: a replayed cart meets the same chaos as in the full run.
  const plans = planAttempts(options).filter((plan) => options.only === null || options.only.includes(plan.cartId));
  const browserPlans = plans.filter((plan) => plan.browser);
  const apiPlans = plans.filter((plan) => !plan.browser);
  log(
    `Chaos run: seed ${options.seed}, ${options.attempts} attempts (${browserPlans.length} in Chromium), ${options.concurrency} shoppers at once, time limit ${options.timeLimitSeconds} s`,
  );
  try {
    const database: ChaosDatabase = await startDatabase();
    stack.add(database.stop);
    log(`PostgreSQL is up on ${new URL(database.url).host}.`);
    const sandbox: ChaosSandbox = await startSandbox({
      databaseUrl: database.url,
      env: {
        SANDBOX_IDEMPOTENCY_LEASE_MS: String(LEASE_MS),
        SANDBOX_SETTLE_EVERY_MS: String(SETTLE_EVERY_MS),
        SANDBOX_LINK_SECRET: 'chaos-link-secret',
      },
    });
    stack.add(() => sandbox.stop());
    log(`Sandbox is up on ${sandbox.url}.`);
    let appUrl = RETURN_ORIGIN;
    let browser: ChromiumSession | null = null;
    if (browserPlans.length > 0) {
      const checkout: { url: string; server: StartedProcess } = await startCheckoutServer(sandbox.url);
      stack.add(() => checkout.server.stop());
      appUrl = checkout.url;
      browser = await launchChromium();
      const session = browser;
      stack.add(() => session.close());
      log(`Checkout server on ${appUrl}, Chromium launched.`);
    }

    const api = createPlatformApi(sandbox.url, API_KEY);
    const random = createRandom(options.seed);
    const attemptsUntil = deadline - RECOVERY_RESERVE_MS;
    let chaosOn = true;
    const kill = () => {
      if (chaosOn) sandbox.kill();
    };
    const ctxFor =
      (plan: AttemptPlan) =>
      (providerLatencyMs: number | null): ShopperContext => ({
        sandboxUrl: sandbox.url,
        apiKey: API_KEY,
        returnOrigin: appUrl,
        deadline: attemptsUntil,
        random: random.fork(`shopper-${plan.index}-${providerLatencyMs ?? 'plain'}`),
        providerLatencyMs,
        api,
      });
    const records: AttemptRecord[] = [];
    const attemptsStarted = Date.now();
    const session = browser;
    await Promise.all([
      runLanes(
        apiPlans,
        options.concurrency,
        attemptsUntil,
        (plan) => runApiAttempt(ctxFor(plan), plan, kill),
        records,
        log,
      ),
      session
        ? runLanes(
            browserPlans,
            browserPlans.length > 10 ? 2 : 1,
            attemptsUntil,
            (plan) => runBrowserAttempt(ctxFor(plan)(null), session.context, appUrl, plan, kill),
            records,
            log,
          )
        : Promise.resolve(),
    ]);
    chaosOn = false;
    const attemptsSeconds = (Date.now() - attemptsStarted) / 1000;
    log(`Attempts done: ${records.length} of ${plans.length} in ${attemptsSeconds.toFixed(0)} s. Recovery...`);

    const recoveryStarted = Date.now();
    await sandbox.ready();
    const cartIds = new Set(records.map((record) => record.plan.cartId));
    const settlement = await waitForSettlement({
      sandboxUrl: sandbox.url,
      apiKey: API_KEY,
      cartIds,
      until: Math.min(deadline, Date.now() + LEASE_MS + 5 * SETTLE_EVERY_MS + 30_000),
    });
    const statusCtx = { deadline, random: random.fork('recovery') };
    const statusOf = (cartId: string) =>
      patiently(statusCtx, 'payment-status', async () => (await api().getPaymentStatus(cartId)).data, isSandboxDown);
    const screens = await refreshWaitingScreens(
      records.flatMap((record) => record.screens),
      statusOf,
    );
    const orders = await readShownOrders(screens, api(), statusOf);
    const ledger = await readCartLedgers(sandbox.url, API_KEY, [...cartIds]);
    const verdicts = judgeCarts({ cartIds: [...cartIds].sort(), ledger, screens, orders });
    const errors = records.flatMap((record) => record.errors.map((error) => `${record.plan.cartId} ${error}`));
    if (errors.length > 0) log(`Harness errors (${errors.length}), first ones:\n  ${errors.slice(0, 5).join('\n  ')}`);
    return {
      seed: options.seed,
      replay: `pnpm chaos --attempts ${options.attempts} --seed ${options.seed} --browser-share ${options.browserShare}`,
      planned: plans.length,
      records,
      verdicts,
      sandbox: sandbox.counts(),
      settled: settlement.settled,
      seconds: {
        attempts: attemptsSeconds,
        recovery: (Date.now() - recoveryStarted) / 1000,
        total: (Date.now() - startedAt) / 1000,
      },
      timedOut: records.length < plans.length,
    };
  } finally {
    await stack.stop();
  }
}
