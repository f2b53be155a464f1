import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Bundles a host that imports the core and the offline adapter the way the checkout's bundler
// does, and lists every module that ends up in the output, lazy chunks included.
const packageRoot = join(import.meta.dirname, '..');
const providerSdks = ['@stripe/stripe-js', '@adyen/adyen-web', 'braintree-web-drop-in', '@paypal/paypal-js'];

/** Records any attempt to resolve a provider SDK (which may not even be installed) and keeps it out of the bundle. */
function sdkSpy(seen: string[]): Plugin {
  const filter = new RegExp(`^(${providerSdks.map((name) => name.replace(/[/.-]/g, '\\$&')).join('|')})(/.*)?$`);
  return {
    name: 'provider-sdk-spy',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter }, (args) => {
        seen.push(args.path);
        return { path: args.path, external: true };
      });
    },
  };
}

async function bundleHost(contents: string) {
  const sdkImports: string[] = [];
  const result = await build({
    stdin: { contents, resolveDir: packageRoot, sourcefile: 'host-app.ts', loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@checkout/source'],
    outdir: join(packageRoot, 'test-results', 'bundle'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [sdkSpy(sdkImports)],
  });
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
  return { sdkImports, inputs };
}

describe('the bundle of the core and the offline adapter', () => {
  it('pulls in no provider SDK', async () => {
    const { sdkImports, inputs } = await bundleHost(
      [
        "import { runPaySequence, createPaymentRegistry, resolvePaymentProvider, createRedirectAllowlist } from '@checkout/payments';",
        "import { createOfflineAdapter } from '@checkout/payments/offline';",
        "import { createMollieAdapter } from '@checkout/payments/mollie';",
        'console.log(runPaySequence, createPaymentRegistry, resolvePaymentProvider, createRedirectAllowlist, createOfflineAdapter, createMollieAdapter);',
      ].join('\n'),
    );
    expect(inputs.some((input) => input.endsWith('src/sequence/runPaySequence.ts'))).toBe(true);
    expect(inputs.some((input) => input.endsWith('src/offline/createOfflineAdapter.ts'))).toBe(true);
    expect(sdkImports).toEqual([]);
    expect(inputs.filter((input) => providerSdks.some((sdk) => input.includes(`node_modules/${sdk}/`)))).toEqual([]);
  });

  it('pulls in no provider SDK through the React mount either', async () => {
    const { sdkImports, inputs } = await bundleHost(
      "import { PaymentMount } from '@checkout/payments/react';\nconsole.log(PaymentMount);",
    );
    expect(inputs.some((input) => input.endsWith('src/react/PaymentMount.tsx'))).toBe(true);
    expect(sdkImports).toEqual([]);
  });
});
