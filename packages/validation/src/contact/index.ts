export type { ContactInput, ContactRequired, ContactSchemaOptions } from './createContactSchema';
export { createContactSchema } from './createContactSchema';
export { validateContact } from './validateContact';
export { validateContactField } from './validateContactField';
