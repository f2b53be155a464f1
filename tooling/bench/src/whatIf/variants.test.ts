import { describe, expect, it } from 'vitest';
import { VARIANTS } from './variants';

const page = 'http://127.0.0.1:4000';
const urls = {
  framework: `${page}/assets/framework-BZBz8vEm.js`,
  catalogue: `${page}/assets/en-CfyauWo4.js`,
  route: `${page}/assets/_cartId-DasdNj-F.js`,
  runtime: `${page}/assets/rolldown-runtime-XKyaHtl9.js`,
  mediumFont: `${page}/assets/roboto-latin-500-normal-C6qpLC4x.woff2`,
  cart: 'http://127.0.0.1:4010/api/demo-all/cart/cart-normal',
  flags: 'http://127.0.0.1:4010/unleash/api/frontend?appName=checkout',
  pageView: 'http://127.0.0.1:4010/api/demo-all/data-layer?step=checkout',
};

/** What a variant does to each URL: `drop`, a scale factor, or `keep`. */
function effectOf(name: string): Record<keyof typeof urls, string> {
  const variant = VARIANTS.find((candidate) => candidate.name === name);
  if (!variant) throw new Error(`no variant ${name}`);
  const effect = (url: string) => {
    if (variant.edit.drop?.some((pattern) => pattern.test(url))) return 'drop';
    const scale = variant.edit.scale?.find(([pattern]) => pattern.test(url));
    return scale ? String(scale[1]) : 'keep';
  };
  return Object.fromEntries(Object.entries(urls).map(([key, url]) => [key, effect(url)])) as Record<
    keyof typeof urls,
    string
  >;
}

describe('the what-if variants', () => {
  it('scale the page’s other scripts apart from the startup chunk', () => {
    expect(effectOf('the page’s other scripts 30 % smaller')).toMatchObject({
      framework: 'keep',
      catalogue: '0.7',
      route: '0.7',
      runtime: '0.7',
      mediumFont: 'keep',
    });
    expect(effectOf('startup chunk 10 % smaller')).toMatchObject({ framework: '0.9', route: 'keep' });
  });

  it('drop platform reads but never the page view, which comes after the largest paint', () => {
    expect(effectOf('no platform read before the largest paint')).toMatchObject({
      cart: 'drop',
      flags: 'drop',
      pageView: 'keep',
      framework: 'keep',
    });
    expect(effectOf('no medium font')).toMatchObject({ mediumFont: 'drop', framework: 'keep' });
    expect(effectOf('as built')).toEqual(Object.fromEntries(Object.keys(urls).map((key) => [key, 'keep'])));
  });
});
