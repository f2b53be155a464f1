export type {
  PaymentAdapter,
  PaymentAdapterFactory,
  PaymentAdapterOptions,
  PaymentConfirmedOutcome,
  PaymentFlow,
  PaymentLoadContext,
  PaymentMountCallbacks,
  PaymentMountHandle,
  PaymentPendingOutcome,
  PaymentRedirectOutcome,
  PaymentReturnContext,
  PaymentReturnOutcome,
  PaymentSubmittedOutcome,
  PaymentUpdatedOutcome,
  PayOutcome,
  PayRequest,
  PendingPaymentReturn,
  UpdatePaymentMethodOutcome,
  UpdatePaymentMethodRequest,
} from './contract/PaymentAdapter';
export type { IdempotentPortCallOptions, PaymentPort, PortCallOptions } from './contract/PaymentPort';
export type {
  OrderCreateOutcome,
  PaymentMethodPayload,
  PaymentMethodUpdateTarget,
  PaymentMoney,
  PaymentOrderConfirmation,
  PaymentRedirect,
  PaymentShopper,
  PaymentSubmission,
  PortAdyenPaymentDetails,
  PortAdyenPaymentDetailsRequest,
  PortBraintreeData,
  PortPaymentState,
  PortPaymentStatus,
  PortPaypalData,
  PortStripeCustomer,
  PortStripeData,
  PortStripeKey,
  PortStripeVerification,
} from './contract/PaymentPortData';
export type { PaymentAdapterId, PaymentProviderId } from './contract/PaymentProviderId';
export { paymentAdapterIds, providerOfAdapter } from './contract/PaymentProviderId';
export type { AdyenEnvironment, PaymentPublicConfig } from './contract/PaymentPublicConfig';
export type { PaymentReturnRoute, ReturnUrlBuilder } from './contract/PaymentReturnRoute';
export type { PaymentMode, SdkEnvironment, SdkLoader, SdkName, SdkScriptRequest } from './contract/SdkLoader';
export type { PaymentErrorCode, PaymentErrorDetail, PaymentErrorOptions } from './PaymentError';
export { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE, REDIRECT_REFUSED_MESSAGE } from './PaymentError';
export type { RedirectAllowlist, RedirectAllowlistOptions } from './redirect/createRedirectAllowlist';
export { createRedirectAllowlist } from './redirect/createRedirectAllowlist';
export type { FollowRedirectOptions, FollowRedirectResult } from './redirect/followRedirect';
export { followRedirect } from './redirect/followRedirect';
export { isAllowedRedirect } from './redirect/isAllowedRedirect';
export { providerRedirectOrigins } from './redirect/providerRedirectOrigins';
export type { PaymentAdapterLoader, PaymentRegistry } from './registry/createPaymentRegistry';
export { createPaymentRegistry } from './registry/createPaymentRegistry';
export type { PaymentProviderResolution, ResolvePaymentProviderOptions } from './registry/resolvePaymentProvider';
export { resolvePaymentProvider } from './registry/resolvePaymentProvider';
export type { ScriptSdkLoaderOptions } from './sdk/createScriptSdkLoader';
export { createScriptSdkLoader } from './sdk/createScriptSdkLoader';
export { defaultSdkUrls } from './sdk/defaultSdkUrls';
export { resolveSdkUrl, SANDBOX_SDK_PATH } from './sdk/resolveSdkUrl';
export type { AwaitPayOutcomeOptions, PayOutcomeAwaited } from './sequence/awaitPayOutcome';
export { awaitPayOutcome } from './sequence/awaitPayOutcome';
export type { CreatePayAttemptOptions, PayAttempt } from './sequence/createPayAttempt';
export { createPayAttempt } from './sequence/createPayAttempt';
export type { PayAttemptConfirming, PayAttemptResult, PayAttemptUnanswered } from './sequence/PayAttemptResult';
export type { PayAttemptStore } from './sequence/PayAttemptStore';
export type { PaySequenceFailure, PaySequenceResult, PaySequenceStop } from './sequence/PaySequenceResult';
export type { PayAttemptSubject } from './sequence/payAttemptFingerprint';
export { payAttemptFingerprint } from './sequence/payAttemptFingerprint';
export type { PaymentMethodUpdateRoute } from './sequence/paymentMethodUpdateDispatch';
export { paymentMethodUpdateDispatch } from './sequence/paymentMethodUpdateDispatch';
export type { PayAttemptOptions } from './sequence/runPayAttempt';
export { runPayAttempt } from './sequence/runPayAttempt';
export type { PaymentMethodUpdateOptions, PaymentMethodUpdateResult } from './sequence/runPaymentMethodUpdate';
export { runPaymentMethodUpdate } from './sequence/runPaymentMethodUpdate';
export type { CreditCheckOutcome, PaySequenceOptions, StockCheckOutcome } from './sequence/runPaySequence';
export { runPaySequence } from './sequence/runPaySequence';
