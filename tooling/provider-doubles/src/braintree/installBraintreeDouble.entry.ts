import { loadedFromProviderHost } from '../shared/loadedFromProviderHost';
import { resolveScriptOrigin } from '../shared/resolveScriptOrigin';
import { installBraintreeDouble } from './installBraintreeDouble';

installBraintreeDouble(window, {
  sandboxOrigin: resolveScriptOrigin(document.currentScript) ?? undefined,
  providerHosts: loadedFromProviderHost(document.currentScript),
});
