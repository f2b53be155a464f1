import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './extractCodeBlocks.mjs';

describe('extractCodeBlocks', () => {
  it('reads runnable blocks, fragments with their context, and blocks that are not code', () => {
    const markdown = [
      '# x',
      '```sh',
      'pnpm add x',
      '```',
      '```ts',
      "import { a } from 'x';",
      '```',
      '<!-- example-context',
      'declare const api: Api;',
      '-->',
      '',
      '```tsx fragment',
      '<App api={api} />;',
      '```',
      '```',
      'a/',
      '```',
    ].join('\n');
    expect(extractCodeBlocks(markdown)).toEqual([
      { line: 2, language: 'sh', fragment: false, checked: false, code: 'pnpm add x', context: '' },
      { line: 5, language: 'ts', fragment: false, checked: true, code: "import { a } from 'x';", context: '' },
      {
        line: 12,
        language: 'tsx',
        fragment: true,
        checked: true,
        code: '<App api={api} />;',
        context: 'declare const api: Api;',
      },
      { line: 15, language: '', fragment: false, checked: false, code: 'a/', context: '' },
    ]);
  });

  it('refuses a language it would otherwise skip', () => {
    expect(() => extractCodeBlocks('```typescript\nconst a = 1;\n```')).toThrow(/line 1: unknown info string/);
  });

  it('refuses a misspelt fragment flag', () => {
    expect(() => extractCodeBlocks('```ts fragmnet\nconst a = 1;\n```')).toThrow(/unknown words/);
  });

  it('refuses a context above a runnable example, which must show everything it uses', () => {
    expect(() => extractCodeBlocks('<!-- example-context\ndeclare const a: 1;\n-->\n```ts\na;\n```')).toThrow(
      /only stand above a fragment/,
    );
  });

  it('refuses a block that is never closed', () => {
    expect(() => extractCodeBlocks('```ts\nconst a = 1;\n')).toThrow(/never closed/);
  });
});
