import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type MessageArea, messageAreas } from './generated/catalogues/messageAreas';

// A fresh module graph per test: the loaded-parts memory of loadCatalogue starts empty, and the spies
// watch the same modules that loadCatalogue imports.
async function freshModules() {
  vi.resetModules();
  const { catalogueCores } = await import('./generated/catalogues/catalogueCores');
  const { loadCatalogue, loadedCatalogue } = await import('./loadCatalogue');
  const germanCore = await import('./generated/catalogues/de');
  const spies = Object.fromEntries([
    ['core', vi.spyOn(catalogueCores, 'de')],
    ...messageAreas.map((area) => [area, vi.spyOn(germanCore.areas, area)]),
  ]) as Record<'core' | MessageArea, MockInstance>;
  const otherLocale = vi.spyOn(catalogueCores, 'en');
  return { loadCatalogue, loadedCatalogue, spies, otherLocale };
}

const idsWith = (messages: object, prefix: string) => Object.keys(messages).filter((id) => id.startsWith(prefix));

describe('loadCatalogue', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the whole catalogue by default: the core part and every area', async () => {
    const { loadCatalogue, spies } = await freshModules();
    const messages = await loadCatalogue('de');
    for (const [part, spy] of Object.entries(spies)) expect(spy, part).toHaveBeenCalledTimes(1);
    expect(messages['validation.required']).toBeDefined();
    expect(messages['update.title']).toBeDefined();
    expect(messages['status.subscriptionStatus.cancelled']).toBeDefined();
  });

  it('imports only the core part for no areas', async () => {
    const { loadCatalogue, spies, otherLocale } = await freshModules();
    const messages = await loadCatalogue('de', { areas: [] });
    expect(spies.core).toHaveBeenCalledTimes(1);
    for (const area of ['confirmation', 'update', 'cartCreate', 'system', 'status'] as const)
      expect(spies[area], area).not.toHaveBeenCalled();
    expect(otherLocale).not.toHaveBeenCalled();
    expect(messages['validation.required']).toBeDefined();
    expect(idsWith(messages, 'update.')).toEqual([]);
    expect(idsWith(messages, 'status.')).toEqual([]);
    expect(idsWith(messages, 'confirmation.')).toEqual([]);
  });

  it('merges the areas asked for over the core part, and imports no other area', async () => {
    const { loadCatalogue, spies } = await freshModules();
    const messages = await loadCatalogue('de', { areas: ['confirmation', 'update'] });
    expect(spies.core).toHaveBeenCalledTimes(1);
    expect(spies.confirmation).toHaveBeenCalledTimes(1);
    expect(spies.update).toHaveBeenCalledTimes(1);
    for (const area of ['cartCreate', 'system', 'status'] as const) expect(spies[area], area).not.toHaveBeenCalled();
    expect(messages['validation.required']).toBeDefined();
    expect(messages['confirmation.title']).toBeDefined();
    expect(messages['status.orderStatus.cancelled']).toBeDefined();
    expect(messages['update.title']).toBeDefined();
    expect(idsWith(messages, 'cartCreate.')).toEqual([]);
    expect(messages['status.subscriptionStatus.cancelled']).toBeUndefined();
  });

  it('gives loaded parts at once, and nothing while a part asked for has not loaded', async () => {
    const { loadCatalogue, loadedCatalogue } = await freshModules();
    expect(loadedCatalogue('de', { areas: [] })).toBeUndefined();
    const core = await loadCatalogue('de', { areas: [] });
    expect(loadedCatalogue('de', { areas: [] })).toBe(core);
    expect(loadedCatalogue('de', { areas: ['update'] })).toBeUndefined();
    expect(loadedCatalogue('en', { areas: [] })).toBeUndefined();
    const withUpdate = await loadCatalogue('de', { areas: ['update'] });
    expect(loadedCatalogue('de', { areas: ['update'] })).toEqual(withUpdate);
  });

  it('rejects as the failed chunk import does', async () => {
    const { loadCatalogue, spies } = await freshModules();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/de.update-1.js');
    spies.update.mockRejectedValueOnce(failure);
    await expect(loadCatalogue('de', { areas: ['update'] })).rejects.toBe(failure);
  });
});
