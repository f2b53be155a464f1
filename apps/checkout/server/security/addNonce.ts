/** Puts `nonce` on every `<script>` of the HTML shell and exposes it in `<meta name="csp-nonce">` for scripts the app adds. */
export function addNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`)
    .replace(/<head>/i, `<head><meta name="csp-nonce" content="${nonce}">`);
}
