import { useParams } from '@tanstack/react-router';
import { PaymentReturnPage, type PaymentReturnPageProps } from './PaymentReturnPage';

/** Props of {@link PaymentReturnRoute}: the route's adapter and version; the cart comes from the URL. */
export type PaymentReturnRouteProps = Pick<PaymentReturnPageProps, 'adapterId' | 'version'>;

/** The page of every provider-return route (`…/$cartId/redirected`, `stripe-redirected`, `mollie-redirected`…). */
export function PaymentReturnRoute({ adapterId, version = null }: PaymentReturnRouteProps) {
  // Every return route sits under `/$lang/$apiKey/$cartId`, so the three are always there.
  const { lang = '', apiKey = '', cartId = '' } = useParams({ strict: false });
  return <PaymentReturnPage lang={lang} apiKey={apiKey} cartId={cartId} adapterId={adapterId} version={version} />;
}
