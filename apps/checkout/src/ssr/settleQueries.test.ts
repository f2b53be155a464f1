import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settleQueries } from './settleQueries';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('settleQueries', () => {
  it('waits for the reads in flight and for those they start', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['first'], queryFn: () => after(5, 1) }).then(() => {
      void client.prefetchQuery({ queryKey: ['second'], queryFn: () => after(5, 2) });
    });
    expect(await settleQueries(client, Date.now() + 2000)).toBe(true);
    expect(client.getQueryData(['second'])).toBe(2);
  });

  it('gives up at the deadline', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => after(1000, 1) });
    expect(await settleQueries(client, Date.now() + 20)).toBe(false);
  });
});
