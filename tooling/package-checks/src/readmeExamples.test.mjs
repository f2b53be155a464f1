import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumerProject, publishedPackages } from './createConsumerProject.mjs';
import { extractCodeBlocks } from './extractCodeBlocks.mjs';

// Every ts/tsx/js block of every package README, type-checked as a consumer's code against the packed
// tarballs under both module resolutions the READMEs require, and run in Node unless it is a fragment
// (the rules: extractCodeBlocks.mjs and docs/publishing.md).
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const profiles = {
  node16: { module: 'node16', moduleResolution: 'node16', outDir: 'out' },
  bundler: { module: 'esnext', moduleResolution: 'bundler', noEmit: true },
};

const examples = publishedPackages.flatMap((name) => {
  const readme = `packages/${name}/README.md`;
  return extractCodeBlocks(readFileSync(join(root, readme), 'utf8'))
    .filter((block) => block.checked)
    .map((block) => ({ ...block, readme, file: `${name}-line-${block.line}.${block.language}` }));
});

let project = '';
/** tsc's messages per profile, each with its continuation lines. */
const diagnostics = { node16: [], bundler: [] };
const messagesOf = (profile, prefix) => diagnostics[profile].filter((message) => message.startsWith(prefix));

beforeAll(() => {
  project = createConsumerProject();
  mkdirSync(join(project, 'examples'));
  for (const example of examples) {
    const header = `// ${example.readme}, line ${example.line}${example.fragment ? ' (fragment: type-checked only)' : ''}`;
    const body = [header, example.context, example.code, 'export {};', ''].filter((part) => part !== '');
    writeFileSync(join(project, 'examples', example.file), body.join('\n'));
  }
  for (const [profile, options] of Object.entries(profiles)) {
    const config = {
      compilerOptions: {
        ...options,
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        types: ['node'],
        jsx: 'react-jsx',
        strict: true,
        allowJs: true,
        checkJs: true,
        rootDir: 'examples',
        skipLibCheck: false,
      },
      include: ['examples'],
    };
    writeFileSync(join(project, `tsconfig.${profile}.json`), JSON.stringify(config, null, 2));
    const result = spawnSync(process.execPath, [tsc, '-p', `tsconfig.${profile}.json`, '--pretty', 'false'], {
      cwd: project,
      encoding: 'utf8',
    });
    for (const line of result.stdout.split('\n').filter(Boolean)) {
      if (line.startsWith(' ') && diagnostics[profile].length > 0)
        diagnostics[profile].push(`${diagnostics[profile].pop()}\n${line}`);
      else diagnostics[profile].push(line);
    }
  }
}, 600_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('README examples against the packed packages', () => {
  it('finds examples in every package README', () => {
    expect(new Set(examples.map((example) => example.readme)).size).toBe(publishedPackages.length);
  });

  it('meets no type error outside the examples (a broken published .d.ts would show here)', () => {
    for (const profile of Object.keys(profiles))
      expect(diagnostics[profile].filter((message) => !message.startsWith('examples/'))).toEqual([]);
  });

  for (const example of examples) {
    const where = `${example.readme}:${example.line} (${example.language}${example.fragment ? ' fragment' : ''})`;

    it(`${where} type-checks with moduleResolution node16 and bundler`, () => {
      expect(messagesOf('node16', `examples/${example.file}(`)).toEqual([]);
      expect(messagesOf('bundler', `examples/${example.file}(`)).toEqual([]);
    });

    if (!example.fragment) {
      it(`${where} runs in Node`, () => {
        const script = join(project, 'out', example.file.replace(/\.tsx?$/, '.js'));
        const result = spawnSync(process.execPath, [script], { cwd: project, encoding: 'utf8', timeout: 60_000 });
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
      });
    }
  }
});
