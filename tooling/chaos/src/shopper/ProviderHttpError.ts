/** A provider call (an SDK double's request or a hosted page) that answered with an error status. */
export class ProviderHttpError extends Error {
  override readonly name = 'ProviderHttpError';
  readonly status: number;
  readonly body: unknown;

  constructor(what: string, status: number, body: unknown) {
    super(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    this.status = status;
    this.body = body;
  }
}
