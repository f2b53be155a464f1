import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './onFirstInteraction';

describe('onFirstInteraction', () => {
  it('calls back once, on the first focus, press or key', () => {
    const callback = vi.fn();
    onFirstInteraction(callback);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('counts scrolling only when asked', () => {
    const plain = vi.fn();
    const scrolling = vi.fn();
    const stopPlain = onFirstInteraction(plain);
    onFirstInteraction(scrolling, { scroll: true });
    window.dispatchEvent(new Event('scroll'));
    expect(plain).not.toHaveBeenCalled();
    expect(scrolling).toHaveBeenCalledTimes(1);
    stopPlain();
  });

  it('counts a pointer moving only when asked', () => {
    const plain = vi.fn();
    const moving = vi.fn();
    const stopPlain = onFirstInteraction(plain, { scroll: true });
    onFirstInteraction(moving, { pointerMove: true });
    window.dispatchEvent(new Event('pointermove'));
    expect(plain).not.toHaveBeenCalled();
    expect(moving).toHaveBeenCalledTimes(1);
    stopPlain();
  });

  it('calls nothing once stopped', () => {
    const callback = vi.fn();
    onFirstInteraction(callback)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
