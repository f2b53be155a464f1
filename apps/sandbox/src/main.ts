import { serve } from '@hono/node-server';
import { createSandboxApp } from './createSandboxApp';

const port = Number(process.env.PORT ?? 4010);
const hostname = process.env.HOST ?? '127.0.0.1';

const server = serve({ fetch: createSandboxApp().fetch, port, hostname }, (info) => {
  console.log(`Sandbox listening on http://${hostname}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
