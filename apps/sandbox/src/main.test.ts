import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testAddress } from './testing/orderFixtures';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
const dataDir = join(root, 'data');
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** The base URL once it listens, or the exit code and what it said when it stopped first. */
  outcome: Promise<{ url: string } | { code: number | null; said: string }>;
}

function startSandbox(folder = dataDir, env: NodeJS.ProcessEnv = {}): Started {
  // One process (tsx as a loader, not its launcher) so that killing it kills the sandbox itself.
  // The workspace packages resolve to their sources, as under vitest: on a clean clone nothing
  // is built when the unit tests run.
  const child = spawn(
    process.execPath,
    ['--conditions=@checkout/source', '--import', 'tsx', entry, '--port', '0', '--data-dir', folder],
    {
      cwd: packageRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  let said = '';
  const outcome = new Promise<{ url: string } | { code: number | null; said: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      said += chunk.toString();
      const url = /Sandbox listening on (http:\/\/\S+)/.exec(said)?.[1];
      if (url) resolve({ url });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => resolve({ code, said }));
  });
  return { child, outcome };
}

async function urlOf(started: Started): Promise<string> {
  const outcome = await started.outcome;
  if (!('url' in outcome)) throw new Error(`The sandbox stopped (${outcome.code}): ${outcome.said}`);
  return outcome.url;
}

describe('the sandbox process on a data folder (issue 26 item 11)', () => {
  it('refuses to start a second time on one folder, and takes over the folder of a killed one', async () => {
    const first = startSandbox();
    const url = await urlOf(first);
    const cart = await fetch(`${url}/api/demo-all/cart/cart-voucher`);
    expect(cart.status).toBe(200);

    const second = await startSandbox().outcome;
    expect(second).toMatchObject({ code: 1 });
    expect('said' in second && second.said).toMatch(/Another sandbox \(pid \d+ .*\) is using this data folder/);
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const voucher = await fetch(`${url}/api/demo-all/cart/cart-voucher/voucher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ voucher_code: 'WELCOME10', email: 'kept@example.com' }),
    });
    expect(voucher.status).toBe(200);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const third = startSandbox();
    const thirdUrl = await urlOf(third);
    const kept = (await (await fetch(`${thirdUrl}/api/demo-all/cart/cart-voucher`)).json()) as {
      data: { voucher?: unknown; voucher_code?: unknown };
    };
    expect(JSON.stringify(kept.data)).toContain('WELCOME10');
    third.child.kill('SIGTERM');
    await new Promise((resolve) => third.child.once('exit', resolve));
  }, 120_000);
});

describe('the sandbox process killed between a charge and its order (issue 41)', () => {
  const folder = join(root, 'crash-data');
  const json = { 'content-type': 'application/json' };
  const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const orderBody = async (url: string) => {
    const method = await post(
      url,
      '/sandbox/stripe/v1/payment_methods',
      { type: 'card', card: { number: '4242424242424242' } },
      { authorization: 'Bearer pk_test_sandbox_demo-all' },
    );
    const { id } = (await method.json()) as { id: string };
    return {
      cart_id: 'cart-normal',
      checkboxes: { terms: true },
      contact: { email: 'alex@example.com', address: { billing: testAddress, shipping: testAddress } },
      extras: [],
      payment_method: 'stripe-card',
      payment_method_payload: { payment_method_id: id },
    };
  };

  it('dies on crash=after-charge only with SANDBOX_CRASH_FAULTS=1, and writes the order of the charge at its restart', async () => {
    const crashing = startSandbox(folder, { SANDBOX_CRASH_FAULTS: '1' });
    const url = await urlOf(crashing);
    const body = await orderBody(url);
    const died = new Promise((resolve) => crashing.child.once('exit', (_, signal) => resolve(signal)));
    const crash = { 'idempotency-key': 'press-1', 'x-sandbox-fault': 'crash=after-charge' };
    await expect(post(url, '/api/demo-all/order-create', body, crash)).rejects.toThrow();
    expect(await died).toBe('SIGKILL');

    const restarted = startSandbox(folder);
    const again = await urlOf(restarted);
    const status = (await (await fetch(`${again}/api/demo-all/cart/cart-normal/payment-status`)).json()) as {
      data: { state: string; order_id: string };
    };
    expect(status.data.state).toBe('ordered');
    const retry = await post(again, '/api/demo-all/order-create', body, { 'idempotency-key': 'press-1' });
    expect(await retry.json()).toMatchObject({ code: 'order_exists', order_id: status.data.order_id });
    const ledger = (await (await fetch(`${again}/sandbox/ledger?cart_id=cart-normal`)).json()) as { carts: unknown };
    expect(ledger.carts).toMatchObject([{ charges: 1, refunds: 0, orders: 1 }]);

    // Without the variable the fault is ignored: the order is made and the process lives.
    const other = await orderBody(again);
    const ignored = await post(
      again,
      '/api/demo-all/order-create',
      { ...other, cart_id: 'cart-voucher' },
      { ...crash, 'idempotency-key': 'other-cart' },
    );
    expect(ignored.status).toBe(201);
    restarted.child.kill('SIGTERM');
    await new Promise((resolve) => restarted.child.once('exit', resolve));
  }, 120_000);
});
