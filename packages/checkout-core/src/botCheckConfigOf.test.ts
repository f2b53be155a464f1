import { describe, expect, it } from 'vitest';
import { botCheckConfigOf } from './botCheckConfigOf';

const none = {
  captchaSiteKey: null,
  captchaVersion: null,
  captchaScriptUrl: null,
  checkoutApiBase: 'https://api.example',
};

describe('botCheckConfigOf', () => {
  it("uses the sandbox's key and SDK double in sandbox mode when none is configured", () => {
    expect(botCheckConfigOf(none, true)).toEqual({
      siteKey: 'sandbox-site-key',
      version: '2',
      scriptUrl: 'https://api.example/sandbox/sdk/recaptcha.js',
    });
  });

  it("has no key outside sandbox mode unless one is configured, and loads Google's script", () => {
    expect(botCheckConfigOf(none, false)).toEqual({
      siteKey: null,
      version: '2',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
    const configured = { ...none, captchaSiteKey: 'key', captchaVersion: '3', captchaScriptUrl: 'https://cdn/r.js' };
    expect(botCheckConfigOf(configured, false)).toEqual({
      siteKey: 'key',
      version: '3',
      scriptUrl: 'https://cdn/r.js',
    });
  });
});
