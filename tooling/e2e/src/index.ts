export { getFreePort } from './getFreePort';
export type { ChromiumSession, LaunchChromiumOptions } from './launchChromium';
export { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATH, findChromium, launchChromium } from './launchChromium';
export type { StartedProcess, StartProcessOptions } from './startProcess';
export { startProcess } from './startProcess';
export type { RunningStack } from './startStack';
export { repoRoot, startStack } from './startStack';
