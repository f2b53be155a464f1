// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../PaymentError';
import { mountOncePerElement } from './mountOncePerElement';

describe('mountOncePerElement', () => {
  it('mounts once per element and shares the mount', async () => {
    const mounts = mountOncePerElement<string>();
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    const make = vi.fn(async () => 'widget');
    await Promise.all([mounts.mount(first, make), mounts.mount(first, make), mounts.mount(second, make)]);
    expect(make).toHaveBeenCalledTimes(2);
    expect(mounts.all()).toHaveLength(2);
  });

  it('forgets a failed mount, so the next call tries again, and answers a PaymentError', async () => {
    const mounts = mountOncePerElement<string>();
    const element = document.createElement('div');
    const failure = mounts.mount(element, () => Promise.reject(new Error('SDK refused the element')));
    await expect(failure).rejects.toBeInstanceOf(PaymentError);
    expect(mounts.all()).toEqual([]);
    expect(await mounts.mount(element, async () => 'second try')).toBe('second try');
  });

  it('tells whether an element was still mounted when it is forgotten', async () => {
    const mounts = mountOncePerElement<string>();
    const element = document.createElement('div');
    await mounts.mount(element, async () => 'widget');
    expect(mounts.forget(element)).toBe(true);
    expect(mounts.forget(element)).toBe(false);
  });
});
