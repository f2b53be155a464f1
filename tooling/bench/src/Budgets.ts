import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The committed budgets of the main checkout page (tooling/bench/budgets.json): the Lighthouse ones are relative
 * to the stack floor measured in the same run, the byte and count ones are absolute.
 */
export interface Budgets {
  readonly scriptBrotliKiB: number;
  readonly scriptRatioToStackFloor: number;
  readonly providerSdkScriptsBeforeChoice: number;
  /** The page's FCP must not exceed the stack floor's LCP. */
  readonly fcpMsAtMostStackFloorLcp: boolean;
  /** The page's LCP must not exceed the stack floor's LCP. */
  readonly lcpMsAtMostStackFloorLcp: boolean;
  readonly tbtRatioToStackFloor: number;
  readonly scoreBelowStackFloorAtMost: number;
  readonly cls: number;
  readonly messageCataloguesLoaded: number;
  readonly countryNameCataloguesLoaded: number;
}

const TYPES = {
  scriptBrotliKiB: 'number',
  scriptRatioToStackFloor: 'number',
  providerSdkScriptsBeforeChoice: 'number',
  fcpMsAtMostStackFloorLcp: 'boolean',
  lcpMsAtMostStackFloorLcp: 'boolean',
  tbtRatioToStackFloor: 'number',
  scoreBelowStackFloorAtMost: 'number',
  cls: 'number',
  messageCataloguesLoaded: 'number',
  countryNameCataloguesLoaded: 'number',
} as const satisfies Record<keyof Budgets, 'number' | 'boolean'>;

/** Reads and checks `budgets.json`; throws naming the first field that is missing or of the wrong type. */
export async function readBudgets(file = fileURLToPath(new URL('../budgets.json', import.meta.url))): Promise<Budgets> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  for (const [key, type] of Object.entries(TYPES)) {
    if (typeof record[key] !== type) throw new Error(`budgets.json: ${key} must be a ${type}`);
  }
  return record as unknown as Budgets;
}
