import { loadedFromProviderHost } from '../shared/loadedFromProviderHost';
import { resolveScriptOrigin } from '../shared/resolveScriptOrigin';
import { installStripeDouble } from './installStripeDouble';

installStripeDouble(window, {
  sandboxOrigin: resolveScriptOrigin(document.currentScript) ?? undefined,
  providerHosts: loadedFromProviderHost(document.currentScript),
});
