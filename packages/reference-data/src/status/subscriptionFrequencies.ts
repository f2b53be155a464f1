import type { StatusColor } from './StatusColor';

/** Subscription frequencies of spec §4. */
export const subscriptionFrequencies = ['daily', 'weekly', 'monthly', 'yearly'] as const;

/** A subscription frequency value. */
export type SubscriptionFrequency = (typeof subscriptionFrequencies)[number];

/** Colour class of each subscription frequency. */
export const subscriptionFrequencyColors: Readonly<Record<SubscriptionFrequency, StatusColor>> = {
  daily: 'info',
  weekly: 'info',
  monthly: 'info',
  yearly: 'info',
};
