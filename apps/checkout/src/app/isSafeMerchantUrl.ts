/**
 * Whether a merchant URL may be offered as a link (a checkbox's terms link): absolute `https:` only,
 * no credentials. Scripts and stylesheets need more: see `features/layout/approveMerchantAsset.ts`.
 */
export function isSafeMerchantUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
