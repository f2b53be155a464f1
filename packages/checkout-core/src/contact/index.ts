export { checkContact } from './checkContact';
