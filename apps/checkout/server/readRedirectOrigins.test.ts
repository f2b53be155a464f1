import { describe, expect, it } from 'vitest';
import { readRedirectOrigins } from './readRedirectOrigins';

describe('readRedirectOrigins', () => {
  it('reads none when unset or blank', () => {
    expect(readRedirectOrigins({})).toEqual([]);
    expect(readRedirectOrigins({ REDIRECT_ORIGINS: '  ' })).toEqual([]);
  });

  it('reads space-separated exact https origins, each once', () => {
    expect(
      readRedirectOrigins({
        REDIRECT_ORIGINS:
          ' https://pay.gateway.example\thttps://confirm.bank.example:8443  https://pay.gateway.example ',
      }),
    ).toEqual(['https://pay.gateway.example', 'https://confirm.bank.example:8443']);
  });

  it.each([
    ['http://pay.gateway.example', 'is not https'],
    ['http://127.0.0.1:4010', 'is not https'],
    ['https://*.gateway.example', 'wildcard'],
    ['*', 'wildcard'],
    ['https://pay.gateway.example/', 'bare origin'],
    ['https://pay.gateway.example/confirm', 'bare origin'],
    ['https://pay.gateway.example?x=1', 'bare origin'],
    ['https://user@pay.gateway.example', 'bare origin'],
    ['https://PAY.gateway.example', 'bare origin'],
    ['https://pay.gateway.example:443', 'bare origin'],
    ['pay.gateway.example', 'is not a URL'],
    ['javascript:alert(1)', 'is not https'],
  ])('stops the server on %s, naming the entry', (entry, why) => {
    const read = () => readRedirectOrigins({ REDIRECT_ORIGINS: `https://ok.example ${entry}` });
    expect(read).toThrow(why);
    expect(read).toThrow(`REDIRECT_ORIGINS: "${entry}"`);
  });
});
