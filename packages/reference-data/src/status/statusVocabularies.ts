import { customerPaymentStateColors, customerPaymentStates } from './customerPaymentStates';
import { deliveryStatusColors, deliveryStatuses } from './deliveryStatuses';
import { orderStatusColors, orderStatuses } from './orderStatuses';
import { paymentGatewayColors, paymentGateways } from './paymentGateways';
import { priceModeColors, priceModes } from './priceModes';
import { productTypeColors, productTypes } from './productTypes';
import type { StatusColor } from './StatusColor';
import { settlementStatusColors, settlementStatuses } from './settlementStatuses';
import { shopSystemColors, shopSystems } from './shopSystems';
import { stockItemStatusColors, stockItemStatuses } from './stockItemStatuses';
import { subscriptionFrequencies, subscriptionFrequencyColors } from './subscriptionFrequencies';
import { subscriptionStatusColors, subscriptionStatuses } from './subscriptionStatuses';
import { transactionStatusColors, transactionStatuses } from './transactionStatuses';

/** Every status vocabulary of spec §4 by name; a status such as `cancelled` appears in several. */
export const statusVocabularies = {
  customerPaymentState: customerPaymentStates,
  orderStatus: orderStatuses,
  deliveryStatus: deliveryStatuses,
  paymentGateway: paymentGateways,
  shopSystem: shopSystems,
  subscriptionFrequency: subscriptionFrequencies,
  subscriptionStatus: subscriptionStatuses,
  productType: productTypes,
  priceMode: priceModes,
  stockItemStatus: stockItemStatuses,
  settlementStatus: settlementStatuses,
  transactionStatus: transactionStatuses,
} as const;

/** Name of a status vocabulary (`orderStatus`, `subscriptionStatus`, ...). */
export type StatusVocabulary = keyof typeof statusVocabularies;

/** A status of the vocabulary `V`. */
export type StatusOf<V extends StatusVocabulary> = (typeof statusVocabularies)[V][number];

/** Colour class of every status, by vocabulary. */
export const statusColors: { readonly [V in StatusVocabulary]: Readonly<Record<StatusOf<V>, StatusColor>> } = {
  customerPaymentState: customerPaymentStateColors,
  orderStatus: orderStatusColors,
  deliveryStatus: deliveryStatusColors,
  paymentGateway: paymentGatewayColors,
  shopSystem: shopSystemColors,
  subscriptionFrequency: subscriptionFrequencyColors,
  subscriptionStatus: subscriptionStatusColors,
  productType: productTypeColors,
  priceMode: priceModeColors,
  stockItemStatus: stockItemStatusColors,
  settlementStatus: settlementStatusColors,
  transactionStatus: transactionStatusColors,
};
