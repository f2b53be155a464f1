/** Texts of the system-test page (the bare page that sends the platform's test calls). */
export const systemTestMessages = {
  title: { id: 'system.test.title', defaultMessage: 'System test' },
  intro: {
    id: 'system.test.intro',
    defaultMessage: 'Each button sends one test call to the platform and shows its answer.',
  },
  success: { id: 'system.test.success', defaultMessage: 'Test a successful call' },
  error: { id: 'system.test.error', defaultMessage: 'Test a failing call' },
  succeeded: { id: 'system.test.succeeded', defaultMessage: 'The test call succeeded.' },
  failed: { id: 'system.test.failed', defaultMessage: 'The test call failed.' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
