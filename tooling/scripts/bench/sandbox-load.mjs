// Load check of the sandbox on loopback: concurrent shoppers reading carts and creating orders,
// bounded in time. Prints request counts, p50/p99 latency and every unexpected status, then the
// charges a two-tab storm of order creates on one cart made (must be 1).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findPostgresBin } from '../ensure-postgres.mjs';
import { startPostgresCluster } from '../postgres-cluster.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DUPLICATES = Number(process.env.BENCH_DUPLICATES ?? 1000);
const STORM = Number(process.env.BENCH_STORM ?? 200);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const address = {
  first_name: 'Load',
  last_name: 'Tester',
  street: 'Hauptstraße',
  street_number: '1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'Germany',
  alpha2: 'DE',
  alpha3: 'DEU',
};
const orderBody = (cartId, payment = { payment_method: 'invoice' }) =>
  JSON.stringify({
    cart_id: cartId,
    checkboxes: { terms: true },
    contact: { email: 'load@example.com', address: { billing: address, shipping: address } },
    extras: [],
    ...payment,
  });

/** Starts the built sandbox with `args` on a free port; `stop()` ends it and waits for it to exit. */
async function startSandbox(args, extraEnv = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sandbox = spawn(process.execPath, ['apps/sandbox/dist/main.js', ...args], {
    cwd: root,
    env: { ...process.env, ...extraEnv, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => sandbox.once('exit', resolve));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    sandbox.kill('SIGTERM');
    const timeout = setTimeout(() => sandbox.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timeout);
  };
  return { base, stop };
}

/** Sends the storm: each of two tabs presses Pay ten times with a key of its own, every press sent many times. */
async function stormOrders(base, cartId) {
  await (
    await fetch(`${base}/api/demo-all/cart/${cartId}/items/tripod`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"quantity":1}',
    })
  ).arrayBuffer();
  const card = await fetch(`${base}/sandbox/stripe/v1/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer pk_test_sandbox_demo-all' },
    body: JSON.stringify({ type: 'card', card: { number: '4242424242424242' } }),
  });
  const payment = {
    payment_method: 'stripe-card',
    payment_method_payload: { payment_method_id: (await card.json()).id },
  };
  // Open the connections first, as two busy tabs have them: the storm's requests then arrive together.
  await Promise.all(Array.from({ length: STORM }, async () => (await fetch(`${base}/health`)).arrayBuffer()));
  const answers = await Promise.all(
    Array.from({ length: STORM }, async (_, i) => {
      const key = `storm-tab-${i % 2 ? 'b' : 'a'}-press-${i}`;
      try {
        const response = await fetch(`${base}/api/demo-all/order-create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: orderBody(cartId, payment),
        });
        return { status: response.status, body: await response.json() };
      } catch {
        return { status: 'network error', body: {} };
      }
    }),
  );
  const tally = {};
  for (const { status, body } of answers) {
    const label = status === 409 ? `409 ${body.code ?? body.message}` : String(status);
    tally[label] = (tally[label] ?? 0) + 1;
  }
  const orders = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.order_id)).size;
  return { orders, tally };
}

const CHARGES = `SELECT count(*)::int AS charges FROM provider_objects WHERE provider = 'stripe'
  AND kind = 'payment_intent' AND status = 'succeeded' AND document->>'cart_id' = $1`;
const sandboxRequire = createRequire(join(root, 'apps/sandbox/package.json'));

/** The sandbox on a file-backed PGlite, whose data the bench reads once the sandbox stopped. */
async function onPglite(work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-storm-'));
  try {
    const { base, stop } = await startSandbox(['--data-dir', dataDir]);
    let result;
    try {
      result = await work(base);
    } finally {
      await stop();
    }
    const { PGlite } = await import(pathToFileURL(sandboxRequire.resolve('@electric-sql/pglite')).href);
    const db = new PGlite(dataDir);
    const [{ charges }] = (await db.query(CHARGES, [result.cartId])).rows;
    await db.close();
    return { ...result, charges };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The sandbox on a throw-away PostgreSQL cluster (`DATABASE_URL`), or `null` when PostgreSQL is not installed. */
async function onPostgres(work) {
  const bin = findPostgresBin();
  if (!bin) return null;
  const cluster = await startPostgresCluster({ bin });
  try {
    const { base, stop } = await startSandbox([], { DATABASE_URL: cluster.url });
    let result;
    try {
      result = await work(base);
    } finally {
      await stop();
    }
    const { default: pg } = await import(pathToFileURL(sandboxRequire.resolve('pg')).href);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const [{ charges }] = (await client.query(CHARGES, [result.cartId])).rows;
    await client.end();
    return { ...result, charges };
  } finally {
    cluster.stop();
  }
}

/**
 * Two tabs pay one cart by card at once (Stripe, the sandbox confirming the PaymentIntent),
 * `STORM` requests in all, on each engine; the provider's own records, read once the sandbox
 * stopped, tell how often the card was charged.
 */
export async function twoTabStorm() {
  const work = async (base) => ({ cartId: 'storm-cart', ...(await stormOrders(base, 'storm-cart')) });
  for (const [engine, result] of [
    ['PGlite', await onPglite(work)],
    ['PostgreSQL', await onPostgres(work)],
  ]) {
    console.log(
      result
        ? `two-tab storm on ${engine}: ${STORM} concurrent order creates on one cart (2 tabs, a key per press, Stripe card): charges per cart ${result.charges} (must be 1), ${result.orders} order(s) answered; answers ${JSON.stringify(result.tally)}`
        : `two-tab storm on ${engine}: skipped, PostgreSQL is not installed (apt-get install postgresql)`,
    );
  }
}

/** Runs `request(worker, i)` from `CONCURRENCY` workers for `SECONDS`, timing each. */
async function phase(name, request, expected) {
  const latencies = [];
  const unexpected = new Map();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const started = performance.now();
        let status = 'network error';
        try {
          const response = await request(worker, i);
          await response.arrayBuffer();
          status = response.status;
        } catch {}
        latencies.push(performance.now() - started);
        if (!expected.includes(status)) unexpected.set(status, (unexpected.get(status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(14)} ${String(latencies.length).padStart(7)} requests  ${(latencies.length / SECONDS).toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms  unexpected: ${unexpected.size ? JSON.stringify(Object.fromEntries(unexpected)) : 'none'}`,
  );
}

export async function run() {
  const { base, stop } = await startSandbox(['--memory']);
  try {
    console.log(`Sandbox load check: ${CONCURRENCY} concurrent shoppers, ${SECONDS} s per phase, loopback`);
    await phase('cart read', () => fetch(`${base}/api/demo-minimal/cart/cart-minimal`), [200]);
    await phase(
      'order create',
      async (worker, i) => {
        const cartId = `load-${worker}-${i}`;
        const created = await fetch(`${base}/api/demo-minimal/cart/${cartId}/items/tripod`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"quantity":1}',
        });
        await created.arrayBuffer();
        return fetch(`${base}/api/demo-minimal/order-create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `load-key-${worker}-${i}` },
          body: orderBody(cartId),
        });
      },
      [201],
    );

    // Many concurrent duplicates of one attempt: exactly one order may come of them.
    await (
      await fetch(`${base}/api/demo-minimal/cart/dup-cart/items/tripod`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"quantity":1}',
      })
    ).arrayBuffer();
    const statuses = await Promise.all(
      Array.from({ length: DUPLICATES }, async () => {
        const response = await fetch(`${base}/api/demo-minimal/order-create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'duplicate-attempt-key' },
          body: orderBody('dup-cart'),
        });
        const body = await response.json();
        return `${response.status}:${body.data?.order_id ?? body.message}`;
      }),
    );
    const counts = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    const orderIds = new Set(statuses.filter((s) => s.startsWith('201:')).map((s) => s.slice(4)));
    console.log(
      `${DUPLICATES} concurrent duplicates of one order: ${orderIds.size} order(s) created; answers ${JSON.stringify(counts)}`,
    );
  } finally {
    await stop();
  }
  await twoTabStorm();
}
