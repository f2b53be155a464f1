import { describe, expect, it } from 'vitest';
import { faultHeaderOf } from './faultHeaderOf';

describe('faultHeaderOf', () => {
  it('puts the order-creation faults of an attempt in one header value', () => {
    expect(faultHeaderOf([{ kind: 'lose-answer' }, { kind: 'crash-after-charge' }])).toBe(
      'lose-answer&crash=after-charge',
    );
    expect(faultHeaderOf([{ kind: 'drop' }, { kind: 'kill', afterMs: 10 }])).toBe('drop');
  });

  it('sends no header for events that are not faults of the request', () => {
    expect(
      faultHeaderOf([
        { kind: 'kill', afterMs: 10 },
        { kind: 'slow-provider', latencyMs: 500 },
      ]),
    ).toBeNull();
  });
});
