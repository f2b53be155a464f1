import { createServer } from 'node:net';

/** How many ports after the wanted one are tried before any free port will do. */
const NEXT_PORTS = 20;

function isFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

function anyFreePort(host) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The wanted port when it is free on `host`, else the next free one after it (so a second
 * checkout lands on 4011, not somewhere random), else any free port. `0` asks for any.
 * @param {number} wanted
 * @param {string} host
 * @returns {Promise<number>}
 */
export async function pickPort(wanted, host) {
  if (wanted === 0) return anyFreePort(host);
  for (let port = wanted; port <= Math.min(wanted + NEXT_PORTS, 65_535); port++) {
    if (await isFree(port, host)) return port;
  }
  return anyFreePort(host);
}
