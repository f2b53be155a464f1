// @vitest-environment node
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import defineAppConfig from '../vite.config';

/** The app's client build configuration (the config is a function of the build: client or server render). */
const config = defineAppConfig({ command: 'build', mode: 'production', isSsrBuild: false });

/** The kit's stylesheet as the app's production build minifies it, with the app's CSS options. */
async function builtKitStylesheet(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    resolve: config.resolve,
    build: {
      write: false,
      cssTarget: config.build?.cssTarget,
      cssMinify: config.build?.cssMinify,
      rolldownOptions: { input: '@checkout/ui/styles.css' },
    },
  })) as Rolldown.RolldownOutput;
  const css = output.output.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  if (css?.type !== 'asset') throw new Error('the build wrote no stylesheet');
  return String(css.source);
}

describe('the app’s CSS minifier', () => {
  it('keeps the kit’s :dir(rtl) rules, so right-to-left follows dir="rtl" in any language', async () => {
    const css = await builtKitStylesheet();
    // Lowered, `:dir(rtl)` becomes `:is(:lang(ar),:lang(he),…)`: wrong for dir="rtl" with another lang.
    const directional = [...css.matchAll(/[^{}]*:(?:dir|lang)\([^{]*/g)].map(([selector]) => selector);
    expect(directional).toEqual(['.ck-select:dir(rtl)', '.ck-progress__bar:dir(rtl)']);
  }, 60_000);
});
