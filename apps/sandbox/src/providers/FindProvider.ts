import type { ProviderSandbox } from './ProviderSandbox';

/** Finds the provider sandbox of a gateway. */
export type FindProvider = (gateway: string) => ProviderSandbox | undefined;
