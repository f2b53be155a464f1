import { resolveScriptOrigin } from '../shared/resolveScriptOrigin';
import { installAdyenDouble } from './installAdyenDouble';

installAdyenDouble(window, { sandboxOrigin: resolveScriptOrigin(document.currentScript) ?? undefined });
