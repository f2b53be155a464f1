import type { StatusColor } from './StatusColor';
import { type StatusOf, type StatusVocabulary, statusColors } from './statusVocabularies';

/** Colour class of a status within its vocabulary (`subscriptionStatus`, `active` → `success`). */
export function getStatusColor<V extends StatusVocabulary>(vocabulary: V, status: StatusOf<V>): StatusColor;
/** Colour class of a status within its vocabulary; `undefined` for a status the vocabulary does not have. */
export function getStatusColor(vocabulary: StatusVocabulary, status: string): StatusColor | undefined;
export function getStatusColor(vocabulary: StatusVocabulary, status: string): StatusColor | undefined {
  const colors: Readonly<Record<string, StatusColor>> | undefined = statusColors[vocabulary];
  if (colors === undefined || !Object.hasOwn(colors, status)) return undefined;
  return colors[status];
}
