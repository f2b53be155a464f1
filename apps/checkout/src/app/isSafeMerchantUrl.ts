/** Whether a merchant link or script URL may be loaded: absolute `https:` only until the security issue tightens it. */
export function isSafeMerchantUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
