import { resolveScriptOrigin } from '../shared/resolveScriptOrigin';
import { installStripeDouble } from './installStripeDouble';

installStripeDouble(window, { sandboxOrigin: resolveScriptOrigin(document.currentScript) ?? undefined });
