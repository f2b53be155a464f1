/**
 * `METRICS_PORT`: the port of the separate metrics server (`GET /metrics`, Prometheus' text format), or
 * `null` when unset or empty: metrics are opt-in. Anything but a whole number from 1 to 65535 is refused.
 */
export function readMetricsPort(env: NodeJS.ProcessEnv): number | null {
  const value = env.METRICS_PORT?.trim();
  if (value === undefined || value === '') return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535)
    throw new Error(`METRICS_PORT must be a port from 1 to 65535, not "${value}".`);
  return port;
}
