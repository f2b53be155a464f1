/** The countries table, imported on demand by what needs every country (the `Intl` names of a language without its own table). */
export { countries } from '@checkout/reference-data';
