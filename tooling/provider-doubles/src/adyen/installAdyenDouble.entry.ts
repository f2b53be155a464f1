import { loadedFromProviderHost } from '../shared/loadedFromProviderHost';
import { resolveScriptOrigin } from '../shared/resolveScriptOrigin';
import { installAdyenDouble } from './installAdyenDouble';

installAdyenDouble(window, {
  sandboxOrigin: resolveScriptOrigin(document.currentScript) ?? undefined,
  providerHosts: loadedFromProviderHost(document.currentScript),
});
