export type { RedirectAllowlist, RedirectAllowlistOptions } from './createRedirectAllowlist';
export { createRedirectAllowlist } from './createRedirectAllowlist';
export type { FollowRedirectOptions, FollowRedirectResult } from './followRedirect';
export { followRedirect } from './followRedirect';
export { isAllowedRedirect } from './isAllowedRedirect';
export { providerRedirectOrigins } from './providerRedirectOrigins';
