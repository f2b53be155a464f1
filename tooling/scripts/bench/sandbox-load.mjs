// Load check of the sandbox on loopback: concurrent shoppers reading carts and creating orders,
// bounded in time. Prints request counts, p50/p99 latency and every unexpected status.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DUPLICATES = Number(process.env.BENCH_DUPLICATES ?? 1000);

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
const orderBody = (cartId) =>
  JSON.stringify({
    cart_id: cartId,
    checkboxes: { terms: true },
    contact: { email: 'load@example.com', address: { billing: address, shipping: address } },
    extras: [],
    payment_method: 'invoice',
  });

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
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sandbox = spawn(process.execPath, ['apps/sandbox/dist/main.js', '--memory'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
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
    sandbox.kill('SIGTERM');
  }
}
