/** An in-page dialog showing a provider's hosted page (3-D Secure, PayPal approval) in an iframe. */
export interface HostedPageDialog {
  /** The dialog element, `role="dialog"`, namespaced with `data-provider-double`. */
  element: HTMLElement;
  /** Resolves when the shopper closes the dialog with its close button. */
  closed: Promise<void>;
  /** Removes the dialog. */
  close: () => void;
}

/** Options of {@link openHostedPageDialog}. */
export interface HostedPageDialogOptions {
  /** Which double opens it, written to `data-provider-double`. */
  provider: string;
  /** Accessible name of the dialog and title of the frame. */
  title: string;
}

/**
 * Opens a hosted page of the sandbox in a modal dialog inside the page, standing in for the
 * real SDKs' challenge modals and popups (a headless browser cannot rely on popups, and the
 * page's state must survive, as it does with the real SDKs).
 */
export function openHostedPageDialog(doc: Document, url: string, options: HostedPageDialogOptions): HostedPageDialog {
  const element = doc.createElement('div');
  element.className = 'checkout-provider-double-dialog';
  element.dataset.providerDouble = options.provider;
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  element.setAttribute('aria-label', options.title);
  element.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:rgba(0,0,0,.45)';
  const panel = doc.createElement('div');
  panel.style.cssText = 'background:#fff;border-radius:8px;padding:8px;display:grid;gap:8px;width:min(480px,95vw)';
  const frame = doc.createElement('iframe');
  frame.title = options.title;
  frame.src = url;
  frame.style.cssText = 'border:0;width:100%;height:420px';
  const closeButton = doc.createElement('button');
  closeButton.type = 'button';
  closeButton.textContent = 'Close';
  panel.append(frame, closeButton);
  element.append(panel);
  doc.body.append(element);
  let resolveClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  closeButton.addEventListener('click', () => {
    element.remove();
    resolveClosed();
  });
  return { element, closed, close: () => element.remove() };
}
