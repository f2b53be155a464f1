/**
 * The Adyen Drop-in's `onSubmit` state for a card, as the checkout sends it in
 * `payment_method_payload` (the sandbox reads Adyen's unencrypted test form `test_…`).
 */
export function adyenDropInState(number: string, returnUrl: string): Record<string, unknown> {
  return {
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: `test_${number}`,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    },
    browserInfo: {
      userAgent: 'chaos',
      acceptHeader: '*/*',
      language: 'en-US',
      colorDepth: 24,
      screenHeight: 900,
      screenWidth: 1280,
      timeZoneOffset: 0,
      javaEnabled: false,
    },
    return_url: returnUrl,
  };
}
