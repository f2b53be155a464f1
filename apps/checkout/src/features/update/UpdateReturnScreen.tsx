import type { PaymentAdapterId } from '@checkout/payments';
import { useLocation, useParams } from '@tanstack/react-router';
import { InvalidLinkScreen } from './InvalidLinkScreen';
import { parseUpdateLink } from './parseUpdateLink';
import { readReturnAdapter } from './readReturnAdapter';
import { UpdateLayout } from './UpdateLayout';
import { UpdateReturnPage } from './UpdateReturnPage';
import { readRawSearch } from './UpdateSearchSchema';

/** Props of {@link UpdateReturnScreen}. */
export interface UpdateReturnScreenProps {
  /** The route's own provider when the return URL names none (`adapter`); `null` for the generic return. */
  readonly fallbackAdapter: PaymentAdapterId | null;
}

/** Every update-flow return route: the link from the raw query, the adapter, and the server's verdict. */
export function UpdateReturnScreen({ fallbackAdapter }: UpdateReturnScreenProps) {
  // Every update route sits under `/$lang/$apiKey_`, so both are always there.
  const { lang = '', apiKey = '' } = useParams({ strict: false });
  const raw = readRawSearch(useLocation({ select: (location) => location.searchStr }));
  const link = parseUpdateLink(apiKey, raw);
  const adapterId = readReturnAdapter(raw.adapter, fallbackAdapter);
  return (
    <UpdateLayout lang={lang} apiKey={apiKey}>
      {({ sandboxMode }) =>
        link === null ? (
          <InvalidLinkScreen />
        ) : (
          <UpdateReturnPage lang={lang} link={link} adapterId={adapterId} sandboxMode={sandboxMode} />
        )
      }
    </UpdateLayout>
  );
}
