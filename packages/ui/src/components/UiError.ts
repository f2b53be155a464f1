/** Codes of {@link UiError}. */
export type UiErrorCode = 'missing-format-money';

/** A programming error in how a host uses the kit. */
export class UiError extends Error {
  override readonly name = 'UiError';

  constructor(
    readonly code: UiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
