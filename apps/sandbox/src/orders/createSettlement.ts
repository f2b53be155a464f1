import type { ProviderSandbox } from '../providers/ProviderSandbox';
import type { SandboxContext } from '../SandboxContext';
import { endLeasesOfDeadProcesses, settleChargingAttempts } from './settleChargingAttempts';

/**
 * The running sandbox's settlement of charges left without an order: `run` settles what no request
 * holds and logs what it did (a failed run is logged and tried again next period); `afterRestart`
 * first ends every lease, for a database only this process uses.
 */
export function createSettlement(ctx: SandboxContext, providers: readonly ProviderSandbox[]) {
  const findProvider = (gateway: string) => providers.find((p) => p.gateway === gateway);
  let running: Promise<void> | null = null;
  const settle = async () => {
    const counts = await settleChargingAttempts(ctx, findProvider);
    const done = Object.entries(counts).filter(([, n]) => n > 0);
    if (done.length > 0) console.log(`Settled charging attempts: ${done.map(([k, n]) => `${n} ${k}`).join(', ')}.`);
  };
  const run = () => {
    running ??= settle()
      .catch((error: unknown) => console.error('Settlement failed; it runs again next period.', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    run,
    afterRestart: async () => {
      await endLeasesOfDeadProcesses(ctx);
      await run();
    },
  };
}
