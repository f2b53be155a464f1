import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRecaptchaDouble } from './installRecaptchaDouble';
import { SANDBOX_TOKEN_PREFIX } from './RecaptchaDouble';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reCAPTCHA double', () => {
  it('answers v3 execute(siteKey, { action }) with a fresh sandbox-valid token for any action', async () => {
    const grecaptcha = installRecaptchaDouble(window, { render: 'site-key' });
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (action) => {
        const token = await grecaptcha.execute('site-key', { action });
        expect(token.startsWith(SANDBOX_TOKEN_PREFIX)).toBe(true);
        expect(token.length).toBeGreaterThan(SANDBOX_TOKEN_PREFIX.length);
      }),
      { numRuns: 25 },
    );
  });

  it('puts the action and site key into a v3 token, for the sandbox to check and score, and shows the badge', async () => {
    const grecaptcha = installRecaptchaDouble(window, { render: 'sandbox-score-0.1' });
    const token = await grecaptcha.execute('sandbox-score-0.1', { action: 'checkout' });
    const [kind, claims, random] = token.slice(SANDBOX_TOKEN_PREFIX.length).split('.');
    expect(kind).toBe('v3');
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toEqual({
      action: 'checkout',
      sitekey: 'sandbox-score-0.1',
    });
    expect(random?.length).toBe(32);
    expect(document.body.textContent).toContain('protected by reCAPTCHA');
  });

  it('renders an "I\'m not a robot" checkbox that calls back with a token, and reset clears it', () => {
    document.body.innerHTML = '<div id="captcha"></div>';
    const grecaptcha = installRecaptchaDouble(window, { render: 'explicit' });
    const callback = vi.fn();
    const id = grecaptcha.render('#captcha', { sitekey: 'k', callback });
    const checkbox = document.querySelector<HTMLInputElement>(
      '[data-provider-double="recaptcha"] input[type="checkbox"]',
    );
    expect(checkbox?.closest('label')?.textContent).toBe("I'm not a robot");
    checkbox?.click();
    const token = grecaptcha.getResponse(id);
    expect(callback).toHaveBeenCalledWith(token);
    expect(token.startsWith(SANDBOX_TOKEN_PREFIX)).toBe(true);
    grecaptcha.reset(id);
    expect(grecaptcha.getResponse(id)).toBe('');
  });

  it("speaks the language Google is asked for: the render parameter hl, else the script's ?hl=", () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div><div id="c"></div>';
    const grecaptcha = installRecaptchaDouble(window, { render: 'explicit', hl: 'fi' });
    grecaptcha.render('#a', { sitekey: 'k', hl: 'de' });
    grecaptcha.render('#b', { sitekey: 'k' });
    grecaptcha.render('#c', { sitekey: 'k', size: 'invisible', badge: 'inline', hl: 'fr' });
    expect(document.querySelector('#a label')?.textContent).toBe('Ich bin kein Roboter.');
    expect(document.querySelector('#b label')?.textContent).toBe('En ole robotti');
    expect(document.querySelector('#c [data-badge="inline"]')?.textContent).toBe('protégé par reCAPTCHA');
  });

  it("shows an invisible widget's badge where asked and solves it on execute(widgetId)", async () => {
    document.body.innerHTML = '<div id="captcha"></div>';
    const grecaptcha = installRecaptchaDouble(window, { render: 'explicit' });
    const callback = vi.fn();
    const id = grecaptcha.render('#captcha', { sitekey: 'k', size: 'invisible', badge: 'inline', callback });
    expect(document.querySelector('#captcha [data-badge="inline"]')?.textContent).toBe('protected by reCAPTCHA');
    await grecaptcha.execute(id);
    expect(callback).toHaveBeenCalledWith(grecaptcha.getResponse(id));
  });

  it('calls the onload function named in the script URL', async () => {
    const onload = vi.fn();
    Object.assign(window, { onCaptchaLoad: onload });
    installRecaptchaDouble(window, { onload: 'onCaptchaLoad', render: 'explicit' });
    await expect.poll(() => onload).toHaveBeenCalledOnce();
  });

  it('renders .g-recaptcha elements at once when rendering is implicit', () => {
    document.body.innerHTML = '<div class="g-recaptcha" data-sitekey="k"></div>';
    installRecaptchaDouble(window, {});
    expect(document.querySelector('[data-provider-double="recaptcha"] input[type="checkbox"]')).not.toBeNull();
  });
});
