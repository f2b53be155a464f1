// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineStylesheets';

const files: Record<string, string> = {
  '/assets/index-abc.css': 'body{margin:0}',
  '/assets/tricky-abc.css': '.x::after{content:"</style><script>alert(1)</script>"}',
};
const read = async (path: string) => (path in files ? new TextEncoder().encode(files[path]) : null);

describe('inlineStylesheets', () => {
  it('replaces each link to a built stylesheet with its content', async () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><title>x</title></head>';
    expect(await inlineStylesheets(html, read)).toBe('<head><style>body{margin:0}</style><title>x</title></head>');
  });

  it('keeps the link when the file cannot be read, and leaves other links alone', async () => {
    const html =
      '<link rel="stylesheet" href="/assets/missing.css"><link rel="icon" href="/assets/x.css"><link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(await inlineStylesheets(html, read)).toBe(html);
  });

  it('cannot be closed by the CSS it inlines', async () => {
    const html = '<head><link rel="stylesheet" href="/assets/tricky-abc.css"></head>';
    const inlined = await inlineStylesheets(html, read);
    expect(inlined.match(/<\/style>/g)).toHaveLength(1);
    expect(inlined).toMatch(/<\/style>$|<\/style><\/head>$/);
    expect(inlined).toContain('content:"<\\/style><script>');
  });
});
