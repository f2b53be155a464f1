import { type RenderSample, summarizeThroughput, type ThroughputSummary } from './summarizeThroughput';

/** Options of {@link measureRenderThroughput}. */
export interface RenderThroughputOptions {
  /** Requests sent first and not measured (the server's and the sandbox's code warm up). Defaults to `50`. */
  readonly warmUp?: number;
  /** Measured requests. Defaults to `400`. */
  readonly requests?: number;
  /** Requests in flight at once. Defaults to `8`. */
  readonly concurrency?: number;
}

/** How fast the server renders one page: the figures, the settings, and why answers were not renders. */
export interface RenderThroughputReport extends ThroughputSummary {
  readonly url: string;
  readonly warmUp: number;
  readonly concurrency: number;
  /** Up to five reasons an answer did not count as a render (status, an empty `#root`, an error). */
  readonly notRendered: readonly string[];
}

interface Answer extends RenderSample {
  readonly reason: string | null;
}

// The app's HTML goes into `<div id="root">`; the shell leaves it empty. The main page's render holds its form.
const RENDERED_ROOT = /<div id="root">(?!<\/div>)[\s\S]*<form[\s>]/;
const TIMEOUT_MS = 30_000;

/**
 * Sends `warmUp` then `requests` GETs of `url`, `concurrency` at a time, as a browser asks (brotli accepted), and
 * counts an answer as a rendered page only when it is a 200 whose `#root` holds the rendered form.
 */
export async function measureRenderThroughput(
  url: string,
  options: RenderThroughputOptions = {},
): Promise<RenderThroughputReport> {
  const warmUp = options.warmUp ?? 50;
  const requests = options.requests ?? 400;
  const concurrency = options.concurrency ?? 8;
  await sendBatch(url, warmUp, concurrency);
  const started = performance.now();
  const answers = await sendBatch(url, requests, concurrency);
  const summary = summarizeThroughput(answers, performance.now() - started);
  const reasons = answers.flatMap((answer) => (answer.reason === null ? [] : [answer.reason]));
  return { ...summary, url, warmUp, concurrency, notRendered: [...new Set(reasons)].slice(0, 5) };
}

/** Sends `count` requests from `concurrency` loops that each wait for their answer before asking again. */
async function sendBatch(url: string, count: number, concurrency: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let sent = 0;
  const loop = async () => {
    while (sent < count) {
      sent++;
      answers.push(await requestPage(url));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, loop));
  return answers;
}

async function requestPage(url: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const html = await response.text();
    const ms = performance.now() - started;
    const reason =
      response.status !== 200
        ? `HTTP ${response.status}`
        : RENDERED_ROOT.test(html)
          ? null
          : 'no rendered form in #root (the shell)';
    return { ms, rendered: reason === null, reason };
  } catch (error) {
    return {
      ms: performance.now() - started,
      rendered: false,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
