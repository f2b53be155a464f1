/** What the sandbox's credit bureau answers. */
export type CreditCheckOutcome =
  | { ok: true }
  | {
      ok: false;
      status: 422 | 502;
      message: 'Customer score too low to proceed.' | 'Customer score is missing.' | 'Api failure';
    };

/**
 * Decides a credit check from test data in the billing last name (case-insensitive):
 * `Lowscore` → "Customer score too low to proceed.", `Noscore` → "Customer score is missing.",
 * `Apifailure` → "Api failure" (502); anyone else passes.
 */
export function creditCheckOutcome(billingLastName: string | null | undefined): CreditCheckOutcome {
  switch ((billingLastName ?? '').trim().toLowerCase()) {
    case 'lowscore':
      return { ok: false, status: 422, message: 'Customer score too low to proceed.' };
    case 'noscore':
      return { ok: false, status: 422, message: 'Customer score is missing.' };
    case 'apifailure':
      return { ok: false, status: 502, message: 'Api failure' };
    default:
      return { ok: true };
  }
}
