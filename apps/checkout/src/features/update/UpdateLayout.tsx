import { type ReactNode, useEffect } from 'react';
import { MerchantLayout } from '../layout/MerchantLayout';

/** Props of {@link UpdateLayout}. */
export interface UpdateLayoutProps {
  readonly lang: string;
  readonly apiKey: string;
  readonly children: (context: { readonly sandboxMode: boolean }) => ReactNode;
}

/** Makes sure `<meta name="referrer" content="no-referrer">` is in the head while an update page is open (the server also sends the header). */
function useNoReferrer(): void {
  useEffect(() => {
    if (document.head.querySelector('meta[name="referrer"][content="no-referrer"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.prepend(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The merchant's layout for the update flow: its language, theme and styling, but none of its scripts,
 * links or tag manager (a link is a capability; nothing third-party sees the page).
 */
export function UpdateLayout({ lang, apiKey, children }: UpdateLayoutProps) {
  useNoReferrer();
  return (
    <MerchantLayout lang={lang} apiKey={apiKey} merchantAssets={false}>
      {children}
    </MerchantLayout>
  );
}
