import { checkContact } from '@checkout/checkout-core/contact';
import { describe, expect, it, vi } from 'vitest';
import { loadContactValidator } from './loadContactValidator';

describe('loadContactValidator', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(loadContactValidator(failing)).rejects.toThrow('offline');
    const working = vi.fn().mockResolvedValue(checkContact);
    const [first, second] = await Promise.all([loadContactValidator(working), loadContactValidator(working)]);
    expect(first).toBe(checkContact);
    expect(second).toBe(checkContact);
    expect(working).toHaveBeenCalledTimes(1);
    expect(await loadContactValidator()).toBe(checkContact);
  });
});
