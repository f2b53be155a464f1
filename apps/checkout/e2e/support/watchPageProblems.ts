import type { Page } from 'playwright-core';

/** What went wrong in a page that no shopper should meet: uncaught errors and unexpected console errors. */
export interface PageProblems {
  /** Uncaught exceptions and unhandled rejections (`pageerror`), then console errors the app did not report itself. */
  list: () => string[];
  /** Forgets what was recorded so far. */
  clear: () => void;
}

// A failed request is logged by Chromium itself; the app's error reporter logs what it handled with "[checkout]".
// Anything else (a React warning, a TypeError, a refused script) is a problem.
const EXPECTED_CONSOLE_ERRORS = [
  /^Failed to load resource/,
  /^\[checkout\]/,
  // React logs an error its boundary caught; the platform's typed errors are shown as an error page with "Try again".
  /^CheckoutApiError: /,
];

/** Records a page's uncaught errors and the console errors that are neither failed requests nor the app's own reports. */
export function watchPageProblems(page: Page): PageProblems {
  let problems: string[] = [];
  page.on('pageerror', (error) => {
    problems.push(`uncaught: ${error.name}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) problems.push(`console: ${text}`);
  });
  return {
    list: () => [...problems],
    clear: () => {
      problems = [];
    },
  };
}
