/**
 * The origin a double's own `<script src>` came from (the sandbox serves the doubles from
 * `/sandbox/sdk/<name>.js`), or `null` when it cannot be told (inline or module script).
 */
export function resolveScriptOrigin(script: Element | null | undefined): string | null {
  const src = script?.getAttribute('src');
  if (!src) return null;
  try {
    return new URL(src, script?.ownerDocument?.baseURI).origin;
  } catch {
    return null;
  }
}
