import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dockerfileStages } from './dockerfileStages';

// Images cannot be built on the test machines (no daemon, no base images), so this reads the
// Dockerfile: its build step must run the script whose folder e2e/deploy.e2e.ts boots and checks
// (that test also runs the HEALTHCHECK command against the folder's server).
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const stages = dockerfileStages(read('../Dockerfile'));
const builder = stages[0] ?? [];
const runtime = stages.at(-1) ?? [];
const rootScripts = (JSON.parse(read('../../../package.json')) as { scripts: Record<string, string> }).scripts;

describe('the checkout Dockerfile', () => {
  it('builds and runs on Node 20 slim, in two stages', () => {
    expect(stages.map((stage) => stage[0])).toEqual(['FROM node:20-slim AS builder', 'FROM node:20-slim']);
  });

  it('builds with the deploy script `pnpm deploy:checkout` runs, and ships its folder', () => {
    expect(rootScripts['deploy:checkout']).toBe('node tooling/scripts/deploy-checkout.mjs');
    expect(builder.filter((line) => line.includes('deploy-checkout'))).toEqual([
      'RUN node tooling/scripts/deploy-checkout.mjs --out /checkout',
    ]);
    expect(runtime).toContain('COPY --from=builder /checkout ./');
  });

  it('runs the server as a user other than root', () => {
    const users = runtime.filter((line) => line.startsWith('USER '));
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^USER (root|0)(:|$)/);
  });

  it('listens on every interface, on the port it exposes, in production mode', () => {
    expect(runtime).toContain('ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000');
    expect(runtime).toContain('EXPOSE 4000');
  });

  it('checks its health with Node on /health, and starts the server', () => {
    const check = runtime.find((line) => line.startsWith('HEALTHCHECK '));
    expect(check).toMatch(/ CMD \["node", "-e", ".*\/health.*"\]$/);
    expect(runtime.at(-1)).toBe('CMD ["node", "dist-server/index.js"]');
  });
});
