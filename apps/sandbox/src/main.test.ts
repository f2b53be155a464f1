import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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

function startSandbox(): Started {
  // One process (tsx as a loader, not its launcher) so that killing it kills the sandbox itself.
  // The workspace packages resolve to their sources, as under vitest: on a clean clone nothing
  // is built when the unit tests run.
  const child = spawn(
    process.execPath,
    ['--conditions=@checkout/source', '--import', 'tsx', entry, '--port', '0', '--data-dir', dataDir],
    {
      cwd: packageRoot,
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
