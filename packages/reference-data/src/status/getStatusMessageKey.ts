import { type StatusOf, type StatusVocabulary, statusVocabularies } from './statusVocabularies';

/**
 * Translation key of a status within its vocabulary: `status.<vocabulary>.<status>` with every
 * run of characters other than letters and digits turned into `_` (`subscriptionStatus`,
 * `lost/stolen` → `status.subscriptionStatus.lost_stolen`).
 */
export function getStatusMessageKey<V extends StatusVocabulary>(vocabulary: V, status: StatusOf<V>): string;
/** Translation key of a status within its vocabulary; `undefined` for a status the vocabulary does not have. */
export function getStatusMessageKey(vocabulary: StatusVocabulary, status: string): string | undefined;
export function getStatusMessageKey(vocabulary: StatusVocabulary, status: string): string | undefined {
  const statuses: readonly string[] | undefined = statusVocabularies[vocabulary];
  if (statuses === undefined || !statuses.includes(status)) return undefined;
  return `status.${vocabulary}.${status.replace(/[^a-z0-9]+/g, '_')}`;
}
