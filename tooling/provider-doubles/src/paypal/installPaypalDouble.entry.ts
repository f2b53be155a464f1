import { loadedFromProviderHost } from '../shared/loadedFromProviderHost';
import { resolveScriptOrigin } from '../shared/resolveScriptOrigin';
import { installPaypalDouble } from './installPaypalDouble';

const script = document.currentScript;
const src = script?.getAttribute('src');
const clientId = src ? (new URL(src, document.baseURI).searchParams.get('client-id') ?? undefined) : undefined;
installPaypalDouble(window, {
  sandboxOrigin: resolveScriptOrigin(script) ?? undefined,
  providerHosts: loadedFromProviderHost(script),
  clientId: clientId ?? script?.getAttribute('data-client-id') ?? undefined,
});
