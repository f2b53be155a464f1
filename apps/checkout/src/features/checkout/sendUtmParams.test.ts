import { describe, expect, it, vi } from 'vitest';
import { sendUtmParamsOnce } from './sendUtmParams';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const scope = { apiKey: 'k', cartId: 'c' };

describe('sendUtmParamsOnce', () => {
  it('sends the parameters the first time only', async () => {
    const storage = memoryStorage();
    const send = vi.fn().mockResolvedValue(null);
    expect(await sendUtmParamsOnce(storage, scope, { utm_source: 'news' }, send)).toBe(true);
    expect(await sendUtmParamsOnce(storage, scope, { utm_source: 'news' }, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without parameters', async () => {
    const send = vi.fn();
    expect(await sendUtmParamsOnce(memoryStorage(), scope, null, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
