export { createMollieAdapter } from './createMollieAdapter';
