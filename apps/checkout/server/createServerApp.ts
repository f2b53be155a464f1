import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import type { RuntimeConfig } from './readRuntimeConfig';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Options of {@link createServerApp}. */
export interface ServerOptions {
  /** Folder of the built SPA (`dist`). */
  distDir: string;
  config: RuntimeConfig;
}

async function readStatic(distDir: string, urlPath: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(distDir, decoded));
  if (!file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/** The production server of the built SPA: static files, runtime config, health, SPA fallback. */
export function createServerApp({ distDir, config }: ServerOptions) {
  const app = new Hono();

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/config.json', (c) => {
    c.header('cache-control', 'no-store');
    return c.json(config);
  });

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path !== '/' && !path.endsWith('/')) {
      const body = await readStatic(distDir, path);
      if (body) {
        const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
        c.header('content-type', type);
        c.header('cache-control', path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
        return c.body(new Uint8Array(body));
      }
      // A missing hashed asset is a real 404, never the HTML shell.
      if (path.startsWith('/assets/')) return c.text('Not found', 404);
    }
    const shell = await readStatic(distDir, '/index.html');
    if (!shell) return c.text('The checkout is not built.', 500);
    c.header('cache-control', 'no-store');
    return c.html(shell.toString('utf8'));
  });

  app.onError((_error, c) => c.text('Server error', 500));
  return app;
}
