import { describe, expect, it } from 'vitest';
import { renderHostedPage } from './renderHostedPage';

describe('renderHostedPage', () => {
  const html = renderHostedPage({
    provider: 'Mollie',
    title: 'Pay <now>',
    merchantName: 'Shop "A" & Co',
    amount: '49.90',
    currency: 'EUR',
    description: 'Choose an outcome.',
    formAction: '/sandbox/mollie/checkout/tr_1',
    actions: [
      { value: 'paid', label: 'Paid', tone: 'primary' },
      { value: 'failed', label: 'Failed' },
    ],
  });

  it('shows the merchant and the amount, escaped', () => {
    expect(html).toContain('Shop &quot;A&quot; &amp; Co');
    expect(html).toContain('€49.90');
    expect(html).toContain('Pay &lt;now&gt;');
  });

  it('posts one outcome per button to the form action', () => {
    expect(html).toContain('action="/sandbox/mollie/checkout/tr_1"');
    expect(html.match(/<button type="submit" name="outcome"/g)).toHaveLength(2);
  });

  it('loads nothing from outside', () => {
    expect(html).not.toMatch(/<script|<link|src=/);
  });
});
