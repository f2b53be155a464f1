import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { ErrorPage } from './ErrorPage';
import { errorPageKind } from './errorPageKind';

describe('errorPageKind', () => {
  it.each([
    [404, false, 'not-found'],
    [500, false, 'server-error'],
    [503, false, 'unavailable'],
    [418, false, 'unknown'],
    [0, false, 'unknown'],
    [404, true, 'cart-not-found'],
  ] as const)('maps status %i (cart failed: %s) to %s', (status, cartFailed, kind) => {
    expect(errorPageKind(status, cartFailed)).toBe(kind);
  });
});

describe('ErrorPage', () => {
  it('shows the title as the page heading and the server message', () => {
    render(
      <ErrorPage
        kind="unavailable"
        statusCode={503}
        title="Service unavailable"
        message="Back at 10:00"
        data-testid="page"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Service unavailable' })).toBeTruthy();
    expect(screen.getByText('Back at 10:00')).toBeTruthy();
    expect(screen.getByTestId('page').dataset.state).toBe('unavailable');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ErrorPage
        kind="not-found"
        statusCode={404}
        title="This page could not be found"
        actions={<a href="/">Home</a>}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
