/**
 * The page's Content-Security-Policy nonce, from the `<meta property="csp-nonce" nonce>` the server
 * writes (`server/security/addNonce.ts`), for code that hands it to third-party scripts; `null` without one.
 */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | null {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute's value from getAttribute once the element is in the page: read the property.
  return meta?.nonce || meta?.getAttribute('nonce') || null;
}
