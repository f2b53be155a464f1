import { describe, expect, it } from 'vitest';
import { getStatusColor } from './getStatusColor';
import { getStatusMessageKey } from './getStatusMessageKey';
import { statusColorClasses } from './StatusColor';
import { type StatusVocabulary, statusColors, statusVocabularies } from './statusVocabularies';

const vocabularies = Object.keys(statusVocabularies) as StatusVocabulary[];
const everyStatus = vocabularies.flatMap((vocabulary) =>
  statusVocabularies[vocabulary].map((status) => [vocabulary, status] as const),
);

describe('status vocabularies', () => {
  it('has the twelve vocabularies of spec §4', () => {
    expect(vocabularies).toHaveLength(12);
    expect(statusVocabularies.subscriptionStatus).toHaveLength(12);
    expect(statusVocabularies.transactionStatus).toHaveLength(17);
    expect(statusVocabularies.deliveryStatus).toHaveLength(12);
  });

  it('colours exactly the statuses of each vocabulary', () => {
    for (const vocabulary of vocabularies) {
      expect(Object.keys(statusColors[vocabulary]).sort()).toEqual([...statusVocabularies[vocabulary]].sort());
    }
  });

  it.each(everyStatus)('gives %s %j a colour class and a unique dotted key', (vocabulary, status) => {
    expect(statusColorClasses).toContain(getStatusColor(vocabulary, status));
    expect(getStatusMessageKey(vocabulary, status)).toMatch(new RegExp(`^status\\.${vocabulary}\\.[a-z0-9_]+$`));
  });

  it('keeps message keys unique', () => {
    const keys = everyStatus.map(([vocabulary, status]) => getStatusMessageKey(vocabulary, status));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['subscriptionStatus', 'active', 'success'],
    ['subscriptionStatus', 'paused', 'warning'],
    ['subscriptionStatus', 'pending return', 'warning'],
    ['subscriptionStatus', 'cancelled', 'error'],
    ['subscriptionStatus', 'lost/stolen', 'error'],
    ['orderStatus', 'cancelled', 'error'],
    ['settlementStatus', 'settled', 'success'],
    ['transactionStatus', 'settled', 'success'],
    ['transactionStatus', 'pending', 'warning'],
  ] as const)('colours %s %j as %s (spec §4 examples)', (vocabulary, status, color) => {
    expect(getStatusColor(vocabulary, status)).toBe(color);
  });

  it('tells the same status apart by vocabulary', () => {
    expect(getStatusMessageKey('orderStatus', 'cancelled')).toBe('status.orderStatus.cancelled');
    expect(getStatusMessageKey('subscriptionStatus', 'cancelled')).toBe('status.subscriptionStatus.cancelled');
    expect(getStatusMessageKey('subscriptionStatus', 'lost/stolen')).toBe('status.subscriptionStatus.lost_stolen');
    expect(getStatusMessageKey('deliveryStatus', 'dunning-cancelled')).toBe('status.deliveryStatus.dunning_cancelled');
  });

  it.each([
    ['orderStatus', 'active'],
    ['subscriptionStatus', 'Active'],
    ['transactionStatus', 'toString'],
    ['priceMode', '__proto__'],
    ['nope' as StatusVocabulary, 'active'],
  ])('knows nothing of %s %j', (vocabulary, status) => {
    expect(getStatusColor(vocabulary as StatusVocabulary, status)).toBeUndefined();
    expect(getStatusMessageKey(vocabulary as StatusVocabulary, status)).toBeUndefined();
  });
});
