import { describe, expect, it } from 'vitest';
import { findPublishProblems, withoutSourceCondition } from '../../scripts/findPublishProblems.mjs';

const workspaceExports = {
  '.': {
    '@checkout/source': './src/index.ts',
    import: { types: './dist/index.d.ts', default: './dist/index.js' },
  },
  './package.json': './package.json',
};
const publishedExports = withoutSourceCondition(workspaceExports);
const links = {
  homepage: 'https://github.com/checkout-platform/checkout/tree/main/packages/x#readme',
  repository: { type: 'git', url: 'git+https://github.com/checkout-platform/checkout.git', directory: 'packages/x' },
  bugs: { url: 'https://github.com/checkout-platform/checkout/issues' },
};
const good = {
  packed: { name: '@checkout/x', exports: publishedExports, ...links },
  workspace: { name: '@checkout/x', exports: workspaceExports, publishConfig: { exports: publishedExports } },
  files: ['package/package.json', 'package/dist/index.js'],
  directory: 'packages/x',
};

describe('findPublishProblems', () => {
  it('accepts a tarball of dist files whose exports are the workspace ones without the source condition', () => {
    expect(publishedExports).toEqual({
      '.': { import: { types: './dist/index.d.ts', default: './dist/index.js' } },
      './package.json': './package.json',
    });
    expect(findPublishProblems(good)).toEqual([]);
  });

  it('reports sources in the tarball, as payments shipped src/testing/', () => {
    expect(findPublishProblems({ ...good, files: [...good.files, 'package/src/testing/fakeStripe.ts'] })).toEqual([
      'ships src/ (1 files, e.g. package/src/testing/fakeStripe.ts)',
    ]);
  });

  it('reports the source condition in the published manifest, and exports that drifted', () => {
    expect(findPublishProblems({ ...good, packed: { ...good.packed, exports: workspaceExports } })).toEqual([
      'publishes the @checkout/source condition, which points at files consumers cannot run',
      'publishConfig.exports is not "exports" without @checkout/source: they drifted apart',
    ]);
    const drifted = { ...publishedExports, './extra': './dist/extra.js' };
    expect(findPublishProblems({ ...good, packed: { ...good.packed, exports: drifted } })).toEqual([
      'publishConfig.exports is not "exports" without @checkout/source: they drifted apart',
    ]);
  });

  it('reports a package a consumer cannot trace to its repository or bug tracker', () => {
    expect(findPublishProblems({ ...good, packed: { name: '@checkout/x', exports: publishedExports } })).toEqual([
      'has no repository url',
      'repository.directory is not "packages/x"',
      'has no homepage',
      'has no bugs url',
    ]);
  });
});
