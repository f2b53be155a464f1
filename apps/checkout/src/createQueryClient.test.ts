import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './router';

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('runs an action offline, so it fails with its own error instead of waiting for the network', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const run = client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => {
          throw new TypeError('Failed to fetch');
        },
      })
      .execute(undefined);
    await expect(run).rejects.toThrow('Failed to fetch');
  });
});
