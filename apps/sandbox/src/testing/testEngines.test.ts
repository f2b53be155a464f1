import { describe, expect, it } from 'vitest';
import { testEngines } from './testEngines';

describe('testEngines', () => {
  it('adds PostgreSQL when a test database URL is set', () => {
    expect(testEngines({})).toEqual(['pglite']);
    expect(testEngines({ SANDBOX_TEST_DATABASE_URL: 'postgresql://x@127.0.0.1:1/db' })).toEqual(['pglite', 'postgres']);
  });

  it('fails loudly when PostgreSQL is required and did not start', () => {
    expect(() => testEngines({ SANDBOX_TEST_POSTGRES: 'required' })).toThrow('PostgreSQL did not start');
  });
});
