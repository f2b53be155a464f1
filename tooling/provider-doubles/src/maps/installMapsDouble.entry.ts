import { loadedFromProviderHost } from '../shared/loadedFromProviderHost';
import { resolveScriptOrigin } from '../shared/resolveScriptOrigin';
import { installMapsDouble } from './installMapsDouble';

const src = document.currentScript?.getAttribute('src');
const query = src ? new URL(src, document.baseURI).searchParams : new URLSearchParams();
installMapsDouble(window, {
  sandboxOrigin: resolveScriptOrigin(document.currentScript) ?? undefined,
  providerHosts: loadedFromProviderHost(document.currentScript),
  key: query.get('key'),
  callback: query.get('callback'),
});
