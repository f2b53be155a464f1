/** Thrown when a request stores its answer after a retry took its key over: what it wrote is rolled back. */
export class LeaseLostError extends Error {
  constructor() {
    super('The idempotency key was taken over by a retry.');
    this.name = 'LeaseLostError';
  }
}
