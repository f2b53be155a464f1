import { describe, expect, it } from 'vitest';
import { readSandboxOptions } from './readSandboxOptions';

describe('readSandboxOptions', () => {
  it('defaults to loopback, port 4010 and a file-backed database in the default folder', () => {
    expect(readSandboxOptions([], {}, '/data')).toEqual({
      port: 4010,
      host: '127.0.0.1',
      database: { kind: 'directory', path: '/data' },
      reset: false,
      providerHosts: false,
      crashFaults: false,
      settleEveryMs: 30_000,
    });
  });

  it('lets crash faults kill the process only when SANDBOX_CRASH_FAULTS is on, and reads the settlement period', () => {
    expect(readSandboxOptions([], { SANDBOX_CRASH_FAULTS: '1' }, '/d').crashFaults).toBe(true);
    expect(readSandboxOptions([], { SANDBOX_CRASH_FAULTS: 'no' }, '/d').crashFaults).toBe(false);
    expect(readSandboxOptions([], { SANDBOX_SETTLE_EVERY_MS: '500' }, '/d').settleEveryMs).toBe(500);
    expect(() => readSandboxOptions([], { SANDBOX_SETTLE_EVERY_MS: '5' }, '/d')).toThrow(/SANDBOX_SETTLE_EVERY_MS/);
  });

  it("names provider pages on the providers' hosts when SANDBOX_PROVIDER_HOSTS is 1 or true", () => {
    expect(readSandboxOptions([], { SANDBOX_PROVIDER_HOSTS: '1' }, '/d').providerHosts).toBe(true);
    expect(readSandboxOptions([], { SANDBOX_PROVIDER_HOSTS: 'true' }, '/d').providerHosts).toBe(true);
    expect(readSandboxOptions([], { SANDBOX_PROVIDER_HOSTS: '0' }, '/d').providerHosts).toBe(false);
  });

  it('prefers flags over the environment', () => {
    const options = readSandboxOptions(
      ['--port', '5000', '--data-dir', '/x'],
      { PORT: '6000', SANDBOX_DATA_DIR: '/y' },
      '/d',
    );
    expect(options.port).toBe(5000);
    expect(options.database).toEqual({ kind: 'directory', path: '/x' });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and memory when asked, whatever else is set', () => {
    const env = { DATABASE_URL: 'postgres://u@127.0.0.1/db' };
    expect(readSandboxOptions([], env, '/d').database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1/db' });
    expect(readSandboxOptions(['--memory'], env, '/d').database).toEqual({ kind: 'memory' });
  });

  it('refuses an invalid port and an unknown flag', () => {
    expect(() => readSandboxOptions(['--port', 'http'], {}, '/d')).toThrow('Invalid port: http');
    expect(() => readSandboxOptions(['--nope'], {}, '/d')).toThrow();
  });
});
