/**
 * Puts `nonce` on every `<script>` and `<style>` of the HTML shell, and exposes it to the scripts the
 * app adds as `<meta property="csp-nonce" nonce>` (Vite's convention: its preload helper reads it, and
 * browsers hide a `nonce` attribute from the page's other scripts and from CSS selectors).
 */
export function addNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)\b(?![^>]*\bnonce=)/gi, `<$1 nonce="${nonce}"`)
    .replace(/<head>/i, `<head><meta property="csp-nonce" nonce="${nonce}">`);
}
