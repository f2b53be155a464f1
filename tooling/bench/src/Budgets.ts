import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The committed budgets of the main checkout page (tooling/bench/budgets.json). */
export interface Budgets {
  readonly scriptBrotliKiB: number;
  readonly scriptRatioToStackFloor: number;
  readonly providerSdkScriptsBeforeChoice: number;
  readonly lighthouseScore: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly messageCataloguesLoaded: number;
  readonly countryNameCataloguesLoaded: number;
}

const KEYS = [
  'scriptBrotliKiB',
  'scriptRatioToStackFloor',
  'providerSdkScriptsBeforeChoice',
  'lighthouseScore',
  'lcpMs',
  'tbtMs',
  'cls',
  'messageCataloguesLoaded',
  'countryNameCataloguesLoaded',
] as const satisfies readonly (keyof Budgets)[];

/** Reads and checks `budgets.json`; throws naming the first field that is not a number. */
export async function readBudgets(file = fileURLToPath(new URL('../budgets.json', import.meta.url))): Promise<Budgets> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const budgets: Partial<Record<keyof Budgets, number>> = {};
  for (const key of KEYS) {
    const value = record[key];
    if (typeof value !== 'number') throw new Error(`budgets.json: ${key} must be a number`);
    budgets[key] = value;
  }
  return budgets as Budgets;
}
