export { createPaypalAdapter } from './createPaypalAdapter';
