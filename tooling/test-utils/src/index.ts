export type { FetchDouble, FetchDoubleHandler, RecordedRequest } from './createFetchDouble';
export { createFetchDouble, jsonResponse } from './createFetchDouble';
