import { formatAmount } from './money';

/** One test-outcome button of a hosted page. */
export interface HostedPageAction {
  /** Sent as `outcome` when the button is pressed. */
  value: string;
  label: string;
  /** How the button looks: the happy path is `primary`. Defaults to `secondary`. */
  tone?: 'primary' | 'secondary' | 'danger';
}

/** What a hosted provider page shows. */
export interface HostedPage {
  /** The provider as a shopper knows it: `Mollie`, `PayPal`, `3-D Secure`. */
  provider: string;
  title: string;
  merchantName: string;
  amount: string;
  currency: string;
  /** One sentence under the title. */
  description: string;
  /** Where the form posts (same origin). */
  formAction: string;
  actions: readonly HostedPageAction[];
}

/** Escapes text for HTML content and attribute values. */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1b1f24}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;padding:.125rem .5rem;border-radius:1rem;background:#fff3cd;color:#664d03;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.625rem 1.25rem;border-radius:.5rem;border:2px solid #1b1f24;background:#fff;color:#1b1f24;cursor:pointer}
button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff}
button.danger{border-color:#a4161a;color:#a4161a}
button:focus-visible{outline:3px solid #f59f00;outline-offset:2px}`;

/**
 * Renders a hosted provider page (Mollie checkout, 3-D Secure challenge, PayPal approval):
 * server-side HTML, no script and no external resource, with the merchant, the amount and one
 * submit button per test outcome.
 */
export function renderHostedPage(page: HostedPage): string {
  const buttons = page.actions
    .map(
      (action) =>
        `<button type="submit" name="outcome" value="${escapeHtml(action.value)}" class="${action.tone ?? 'secondary'}">${escapeHtml(action.label)}</button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${page.title} · ${page.provider} sandbox`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">${escapeHtml(page.provider)} · test mode</p>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.description)}</p>
<dl>
<dt>Merchant</dt><dd data-testid="merchant">${escapeHtml(page.merchantName)}</dd>
<dt>Amount</dt><dd data-testid="amount">${escapeHtml(formatAmount(page.amount, page.currency))}</dd>
</dl>
<form method="post" action="${escapeHtml(page.formAction)}">
<fieldset style="border:0;padding:0;margin:0">
<legend>Choose the test outcome</legend>
<div class="actions">${buttons}</div>
</fieldset>
</form>
</main>
</body>
</html>`;
}

/** Headers of a hosted page: HTML, never cached, nothing but inline style allowed. */
export const hostedPageHeaders: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
};
