import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLocationAssignments } from './findLocationAssignments.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The only sources that may navigate through `location`, with how many times: the guarded
 * navigation to provider and platform URLs, and the language switch (a same-origin path it builds
 * itself). The provider doubles (tooling/provider-doubles) play the providers' pages and are not
 * app or package code, so they are not scanned.
 */
const ALLOWED = {
  'packages/payments/src/redirect/followRedirect.ts': 1,
  'packages/i18n/src/react/CheckoutIntlProvider.tsx': 1,
};

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const TEST = /\.(?:test|spec|e2e)\.[^/]+$|\.stories\.tsx$/;

/** Every app and package source file under `apps/*\/src` and `packages/*\/src`, tests and node_modules left out. */
function sourceFiles() {
  const files = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__snapshots__') walk(path);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(relative(root, path));
    }
  };
  for (const group of ['apps', 'packages']) {
    for (const workspace of readdirSync(join(root, group), { withFileTypes: true })) {
      if (!workspace.isDirectory()) continue;
      const src = join(root, group, workspace.name, 'src');
      try {
        walk(src);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
    }
  }
  return files;
}

describe('findLocationAssignments', () => {
  it.each([
    'window.location.assign(url);',
    'location.replace(url)',
    'window.location.href = url;',
    'top.location.href=url',
    'window.location = url;',
    "document.location='https://evil.example'",
    'globalThis.location.assign(next)',
    'window.location . assign ( url )',
    'location = next;',
  ])('finds %j', (source) => {
    expect(findLocationAssignments(`const a = 1;\n${source}\n`)).toEqual([{ line: 2, text: source }]);
  });

  it.each([
    'location.reload();',
    'const location = globalThis.location;',
    'let location = window.location',
    'if (location.href === next) return;',
    'if (window.location.href !== next) return;',
    'const { origin } = window.location;',
    'new URL(location.href)',
    'geolocation.assign(x)',
    'const onLocation = (location) => location.pathname;',
    'list.map(location => location.id)',
    '/** Defaults to `window.location.assign`. */',
  ])('leaves %j alone', (source) => {
    expect(findLocationAssignments(source)).toEqual([]);
  });
});

describe('navigation through location', () => {
  const files = sourceFiles();

  it('scans the app and package sources', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const path of Object.keys(ALLOWED)) expect(files).toContain(path);
  });

  it('happens only in followRedirect and the language switch', () => {
    const found = files.flatMap((path) =>
      findLocationAssignments(readFileSync(join(root, path), 'utf8')).map((hit) => ({ path, ...hit })),
    );
    const unexpected = found
      .filter((hit) => !(hit.path in ALLOWED))
      .map((hit) => `${hit.path}:${hit.line}: ${hit.text}`);
    expect(unexpected, 'navigate with followRedirect of @checkout/payments instead').toEqual([]);
    for (const [path, count] of Object.entries(ALLOWED)) {
      expect(found.filter((hit) => hit.path === path).length, path).toBe(count);
    }
  });
});
