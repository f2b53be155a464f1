import type { Hono } from 'hono';
import { registerSdkDoubles } from '../providers/sdkDoubles';
import type { SandboxContext } from '../SandboxContext';
import { registerCaptcha } from './captcha';
import { registerFeatureFlags } from './featureFlags';
import { registerPlaces } from './places/registerPlaces';

/**
 * Registers the services around the platform API: the Unleash-compatible feature flags, the
 * captcha verification, the places-autocomplete stand-in and the SDK-double URLs.
 */
export function registerServices(app: Hono, ctx: SandboxContext): void {
  registerFeatureFlags(app, ctx);
  registerCaptcha(app, ctx);
  registerPlaces(app);
  registerSdkDoubles(app);
}
