/** An error the server answers with: a message and a status that defaults to 500 (spec §8). */
export class ServerError extends Error {
  override readonly name = 'ServerError';
  readonly status: number;

  constructor(message: string, status = 500) {
    super(message);
    this.status = status;
  }
}

/** A redirect the server answers with; the status defaults to 302 (spec §8). */
export class ServerRedirect {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 | 303 | 307 | 308 = 302,
  ) {}
}
