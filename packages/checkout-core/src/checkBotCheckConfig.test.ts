import { describe, expect, it } from 'vitest';
import { checkBotCheckConfig } from './checkBotCheckConfig';

describe('checkBotCheckConfig', () => {
  it.each([
    [{ siteKey: null, version: '2', scriptUrl: 'x' }, 'No key provided'],
    [{ siteKey: 'key', version: null, scriptUrl: 'x' }, 'No version provided'],
    [{ siteKey: 'key', version: '2', scriptUrl: 'x' }, null],
    [{ siteKey: 'key', version: '2-invisible', scriptUrl: 'x' }, null],
    [{ siteKey: 'key', version: '3', scriptUrl: 'x' }, null],
    [{ siteKey: 'key', version: 'invisible', scriptUrl: 'x' }, 'Failed to execute'],
  ])('reports %o as %s', (config, expected) => {
    expect(checkBotCheckConfig(config)).toBe(expected);
  });
});
