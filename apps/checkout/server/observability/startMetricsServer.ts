import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** The running metrics server. */
export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for `0`). */
  readonly port: number;
  readonly close: () => Promise<void>;
}

/**
 * Serves `registry` as `GET /metrics` on a port of its own, apart from the checkout's: scrapers reach it
 * on the internal network, shoppers never. Any other request gets a 404.
 */
export async function startMetricsServer(registry: Registry, port: number, hostname: string): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
