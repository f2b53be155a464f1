/** Where the sandbox serves the doubles; a double loaded from anywhere else stands in at a provider's host. */
const SANDBOX_SDK_PATH = '/sandbox/sdk/';

/**
 * Whether a double's own `<script src>` is a provider's script URL (`https://js.stripe.com/v3/`, say,
 * answered by the sandbox through a browser test's route) rather than the sandbox's `/sandbox/sdk/<name>.js`.
 */
export function loadedFromProviderHost(script: Element | null | undefined): boolean {
  const src = script?.getAttribute('src');
  if (!src) return false;
  try {
    return !new URL(src, script?.ownerDocument?.baseURI).pathname.startsWith(SANDBOX_SDK_PATH);
  } catch {
    return false;
  }
}
