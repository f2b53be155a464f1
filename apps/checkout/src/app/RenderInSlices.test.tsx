import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderInSlices } from './RenderInSlices';

describe('RenderInSlices', () => {
  it('commits the fallback first, then the children', async () => {
    const commits: string[] = [];
    function Page() {
      commits.push('page');
      return <p>The page</p>;
    }
    function Skeleton() {
      commits.push('skeleton');
      return <p>Loading</p>;
    }
    render(
      <RenderInSlices fallback={<Skeleton />}>
        <Page />
      </RenderInSlices>,
    );
    expect(await screen.findByText('The page')).toBeDefined();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(commits).toEqual(['skeleton', 'page']);
  });
});

describe('RenderInSlices on the server', () => {
  it('renders the children, not the fallback, so the server paints the page', () => {
    const html = renderToString(
      <RenderInSlices fallback={<p>Loading</p>}>
        <p>The page</p>
      </RenderInSlices>,
    );
    expect(html).toContain('The page');
    expect(html).not.toContain('Loading');
  });
});
