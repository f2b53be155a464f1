/** A step that ran to its end, or the reason it did not. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** Error thrown when a step outlives its time limit. */
class StepTimeoutError extends Error {
  readonly code = 'timeout';
}

/** Runs `work` and settles within `seconds`, turning a throw or a timeout into `{ ok: false, reason }`. */
export async function withTimeout<T>(name: string, seconds: number, work: () => Promise<T>): Promise<Outcome<T>> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeoutError(`${name} took longer than ${seconds} s`)), seconds * 1000);
  });
  try {
    return { ok: true, value: await Promise.race([work(), deadline]) };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** One line describing an unknown thrown value. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
}
