import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

/** A static server of one built floor. */
export interface StaticServer {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/**
 * Serves `dir` on a loopback port the way the app's server serves its assets: brotli (quality 11) or
 * gzip (level 9) by `Accept-Encoding` for text over 1 KiB, hashed assets immutable, and `index.html`
 * for every other path (the SPA fallback).
 */
export function serveStatic(dir: string): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const isAsset = path.startsWith('/assets/') && !path.includes('..');
    const file = isAsset ? join(dir, path) : join(dir, 'index.html');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      body.length < 1024 || !COMPRESSIBLE.test(type)
        ? null
        : /\bbr\b/.test(accepted)
          ? 'br'
          : /\bgzip\b/.test(accepted)
            ? 'gzip'
            : null;
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (encoding !== null) {
      const key = `${encoding}:${file}`;
      let compressed = cache.get(key);
      if (compressed === undefined) {
        compressed =
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 });
        cache.set(key, compressed);
      }
      headers['content-encoding'] = encoding;
      body = compressed;
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
