export { getFreePort } from './getFreePort';
export type { ChromiumSession, LaunchChromiumOptions } from './launchChromium';
export { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATH, findChromium, launchChromium } from './launchChromium';
export type { ProviderRoutes } from './routeProviderHosts';
export { routeProviderHosts } from './routeProviderHosts';
export type { StartedProcess, StartProcessOptions } from './startProcess';
export { startProcess, stopChild } from './startProcess';
export type { RunningStack, StartStackOptions } from './startStack';
export { repoRoot, startStack } from './startStack';
