export { isPhoneNumber, phoneNumberRule } from './isPhoneNumber';
export { normalizePhoneNumber } from './normalizePhoneNumber';
