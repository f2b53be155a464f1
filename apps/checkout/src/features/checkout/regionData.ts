/** The region tables of the address fields: imported on demand, for countries that have regions (`useRegionData`). */
export { getRegionByPostalCode, getRegions } from '@checkout/reference-data';
