// The entry of the early script's bundle (`tsup.early.config.ts`): the server inlines it into the
// checkout page's HTML and calls `checkoutEarly.startEarlyReads(plan)`.
export { startEarlyReads } from './startEarlyReads';
