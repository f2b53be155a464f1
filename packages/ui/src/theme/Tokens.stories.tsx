import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { STORY_THEMES, storyTheme } from '../../.storybook/storyThemes';
import { applyTheme } from './applyTheme';

/**
 * The `--ck-*` custom properties set on `.ck-root` by the stylesheet (spacing, radius, target size, duration):
 * read from the loaded stylesheet, so the page lists what the kit ships, not a copy of it.
 */
function stylesheetTokens(): [name: string, value: string][] {
  const tokens: [string, string][] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      if (!rule.selectorText.split(',').some((selector) => selector.trim() === '.ck-root')) continue;
      for (const name of Array.from(rule.style)) {
        if (name.startsWith('--ck-')) tokens.push([name, rule.style.getPropertyValue(name).trim()]);
      }
    }
  }
  return tokens;
}

const table: CSSProperties = { borderCollapse: 'collapse', inlineSize: '100%', marginBlockEnd: '2rem' };
const cell: CSSProperties = {
  paddingBlock: '0.5rem',
  paddingInline: '0 1rem',
  borderBlockEnd: '1px solid var(--ck-color-border)',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: '0.875rem' };

/** One table of tokens: name, value and a sample drawn with the token itself. */
function TokenTable({ caption, rows }: { caption: string; rows: [name: string, value: string, sample: ReactNode][] }) {
  return (
    <table style={table}>
      <caption className="ck-heading ck-section-heading" style={{ textAlign: 'start', fontSize: '1.25rem' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, sample]) => (
          <tr key={name} data-token={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={{ ...cell, ...code }} data-value>
              {value}
            </td>
            <td style={cell}>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const swatch = (name: string) => (
  <span
    aria-hidden="true"
    data-swatch
    style={{
      display: 'inline-block',
      inlineSize: '3rem',
      blockSize: '1.5rem',
      background: `var(${name})`,
      border: '1px solid var(--ck-color-border)',
      borderRadius: 'var(--ck-radius)',
    }}
  />
);

/** A sample for a stylesheet token: a bar for a space, a box for a radius, a square for a size. */
function sizeSample(name: string): ReactNode {
  const box: CSSProperties = { display: 'inline-block', background: 'var(--ck-color-primary)' };
  if (name.startsWith('--ck-space-'))
    return <span aria-hidden="true" data-bar style={{ ...box, inlineSize: `var(${name})`, blockSize: '1rem' }} />;
  if (name.startsWith('--ck-radius'))
    return (
      <span
        aria-hidden="true"
        style={{ ...box, inlineSize: '3rem', blockSize: '2rem', borderRadius: `var(${name})`, background: 'none' }}
        data-radius
      >
        <span
          style={{
            display: 'block',
            blockSize: '100%',
            border: '2px solid var(--ck-color-primary-text)',
            borderRadius: 'inherit',
          }}
        />
      </span>
    );
  if (name.endsWith('-target'))
    return <span aria-hidden="true" style={{ ...box, inlineSize: `var(${name})`, blockSize: `var(${name})` }} />;
  return null;
}

/** Every token of the kit, from the theme module and the stylesheet, in the toolbar's merchant theme. */
function Tokens({ theme }: { theme: string }) {
  const { variables } = applyTheme(STORY_THEMES[storyTheme(theme)]);
  const entries = Object.entries(variables);
  const colours = entries.filter(([name]) => name.startsWith('--ck-color-'));
  const type = entries.filter(([name]) => name.startsWith('--ck-font-') || name.startsWith('--ck-heading-'));
  const sizes = stylesheetTokens();
  return (
    <div style={{ maxInlineSize: '56rem' }}>
      <p style={{ marginBlock: '0 1.5rem' }}>
        Colours and type come from <code style={code}>applyTheme()</code> of the theme module in the toolbar's merchant
        theme; the companions (<code style={code}>on-…</code>, <code style={code}>…-text</code>,{' '}
        <code style={code}>focus</code>) are computed for contrast. Spacing, radius and sizes come from the stylesheet.
      </p>
      <TokenTable caption="Colours" rows={colours.map(([name, value]) => [name, value, swatch(name)])} />
      <TokenTable
        caption="Type"
        rows={type.map(([name, value]) => [
          name,
          value,
          <span
            key={name}
            className={name === '--ck-heading-text-transform' ? 'ck-section-heading' : undefined}
            style={{
              fontFamily: 'var(--ck-font-family)',
              fontWeight: name === '--ck-font-weight-strong' ? 'var(--ck-font-weight-strong)' : undefined,
            }}
          >
            billing address
          </span>,
        ])}
      />
      <TokenTable
        caption="Spacing, radius and sizes"
        rows={sizes.map(([name, value]) => [name, value, sizeSample(name)])}
      />
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  // The page is the documentation: no generated docs page beside it.
  tags: ['!autodocs'],
  args: { theme: 'default' },
  argTypes: { theme: { table: { disable: true } } },
  render: (_args, { globals }) => <Tokens theme={String(globals.theme)} />,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch the theme toolbar to see a merchant's colours, font and heading transform. */
export const Default: Story = {};
