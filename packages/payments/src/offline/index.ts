export { createOfflineAdapter } from './createOfflineAdapter';
