import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { readSandboxOptions } from './config/readSandboxOptions';
import { createSandboxApp } from './createSandboxApp';
import { createDatabase } from './db/createDatabase';
import { DataDirLockedError } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { createSettlement } from './orders/createSettlement';
import { providerSandboxes } from './providers/providerSandboxes';
import { clearDatabase, seedDatabase } from './seed/seedDatabase';
import { registerServices } from './services/registerServices';

const defaultDataDir = fileURLToPath(new URL('../.data', import.meta.url));
const options = readSandboxOptions(process.argv.slice(2), process.env, defaultDataDir);
const db = await createDatabase(options.database).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await migrate(db);
if (options.reset) await clearDatabase(db);
if (await seedDatabase(db, { linkSecret: process.env.SANDBOX_LINK_SECRET })) console.log('Seeded the demo merchants.');

const publicUrl = process.env.SANDBOX_PUBLIC_URL ?? `http://${options.host}:${options.port}`;
const app = createSandboxApp({
  db,
  publicUrl,
  providerHosts: options.providerHosts,
  providers: providerSandboxes,
  registerServices,
  crashFaults: options.crashFaults,
});

// Charges that a crashed request left without an order are settled (ADR 0011): at once on the
// embedded database, which no other process can be using, and every period after that.
const settlement = createSettlement(
  { db, publicUrl, providerHosts: options.providerHosts, now: () => new Date() },
  providerSandboxes,
);
if (db.engine === 'pglite') await settlement.afterRestart();
else await settlement.run();
const settleTimer = setInterval(() => void settlement.run(), options.settleEveryMs);
settleTimer.unref();
const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
  const where = options.database.kind === 'directory' ? options.database.path : options.database.kind;
  console.log(`Sandbox listening on http://${options.host}:${info.port} (data: ${where})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void db.close().then(() => process.exit(0))));
}
