import { cp, symlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Copies the built app (`dist`, `dist-server`, `package.json`) into `dir` and links its `node_modules`, so the
 * server keeps serving the same hashed files while other builds rewrite `apps/checkout/dist` mid-run.
 */
export async function snapshotApp(appDir: string, dir: string): Promise<string> {
  for (const part of ['dist', 'dist-server', 'package.json']) {
    await cp(join(appDir, part), join(dir, part), { recursive: true });
  }
  await symlink(join(appDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return join(dir, 'dist-server', 'index.js');
}
