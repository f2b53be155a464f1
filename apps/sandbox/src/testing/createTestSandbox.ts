import { createSandboxApp, type SandboxAppOptions } from '../createSandboxApp';
import type { Database } from '../db/Database';
import { migrate } from '../db/migrate';
import { clearDatabase, seedDatabase } from '../seed/seedDatabase';
import { openTestDatabase } from './openTestDatabase';

/** The link secret of test databases, so tests can sign update links. */
export const TEST_LINK_SECRET = 'test-link-secret';

/** Sends a JSON request to a sandbox app. */
export type SendRequest = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/** A seeded sandbox for tests: `reset()` between tests, `close()` after the file. */
export interface TestSandbox {
  db: Database;
  app: ReturnType<typeof createSandboxApp>;
  send: SendRequest;
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/** Options of {@link createTestSandbox}: the app's, and the engine (`pglite` by default). */
export type TestSandboxOptions = Omit<SandboxAppOptions, 'db'> & { engine?: Database['engine'] };

/** The JSON request sender of an app (another "process" on the same database has its own). */
export function requestSender(app: ReturnType<typeof createSandboxApp>): SendRequest {
  return (method, path, body, headers = {}) =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    );
}

/** Starts one seeded sandbox (a PGlite database takes seconds to start: one per test file). */
export async function createTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const { engine = 'pglite', ...appOptions } = options;
  const db = await openTestDatabase(engine);
  await migrate(db);
  await seedDatabase(db, { linkSecret: TEST_LINK_SECRET });
  const app = createSandboxApp({ db, now: () => new Date('2026-11-20T10:00:00Z'), ...appOptions });
  return {
    db,
    app,
    send: requestSender(app),
    reset: async () => {
      await clearDatabase(db);
      await seedDatabase(db, { linkSecret: TEST_LINK_SECRET });
    },
    close: () => db.close(),
  };
}

/** A wire cart as tests read it. */
export interface WireCartForTest {
  id: string;
  currency: string;
  sum_total_due: string;
  items: { id: string; sku: string; quantity: number; total: string }[];
  voucher: { code: string; discount: string } | null;
  shipping: { country: string | null; method_id: string | null; price: string };
}

/** A response envelope as tests read it. */
export interface Envelope<T> {
  status: boolean;
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
}

/** Reads a JSON envelope whose `data` has type `T`. */
export async function readEnvelope<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}
