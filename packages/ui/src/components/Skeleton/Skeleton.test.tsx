import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('renders the requested number of hidden text lines', () => {
    render(<Skeleton lines={3} data-testid="s" />);
    const skeleton = screen.getByTestId('s');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.children).toHaveLength(3);
  });

  it('ignores sizes that are not plain lengths', () => {
    render(<Skeleton shape="block" width="10px;background:url(//evil)" height="4rem" data-testid="s" />);
    const style = screen.getByTestId('s').style;
    expect(style.inlineSize).toBe('');
    expect(style.blockSize).toBe('4rem');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Skeleton />
        <Skeleton shape="circle" height="3rem" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
