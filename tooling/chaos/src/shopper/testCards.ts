/** The sandbox's test cards (apps/sandbox/docs/providers.md): one that pays, one declined, one with a 3-D Secure challenge. */
export const testCards = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000002760003184',
} as const;
