// A throw-away PostgreSQL cluster for one test run: initdb into a temporary folder, a server on a
// free loopback port, one database, and `stop()` that stops the server and removes the folder.
// As root the server runs as the `postgres` user (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });

/**
 * Starts a cluster with the binaries in `bin` and creates `database` in it. Resolves to its
 * `url` (password authentication over 127.0.0.1) and `stop()`; throws with the server log when
 * the cluster does not come up (after removing what it made).
 */
export async function startPostgresCluster({ bin, database = 'sandbox_test' }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'checkout-postgres-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const password = randomBytes(18).toString('hex');
  writeFileSync(join(dir, 'password'), `${password}\n`, { mode: 0o600 });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    for (const path of [dir, join(dir, 'password')]) chownSync(path, uid, gid);
  }
  const pg = (tool, args) =>
    execFileSync(
      isRoot ? 'runuser' : join(bin, tool),
      isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      },
    );
  let started = false;
  const stop = () => {
    try {
      if (started) pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Throw-away data: no fsync, C locale; the socket lives in the private folder, TCP on loopback only.
    pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      `--pwfile=${join(dir, 'password')}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    started = true;
    pg('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options]);
    pg('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', database]);
    return { url: `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`, stop };
  } catch (error) {
    let serverLog = '';
    try {
      serverLog = readFileSync(log, 'utf8');
    } catch {}
    stop();
    const output = [error.stderr, error.stdout, serverLog].filter(Boolean).join('\n');
    throw new Error(`The throw-away PostgreSQL cluster did not start: ${error.message}\n${output}`);
  }
}
