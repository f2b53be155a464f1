import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { LocaleSwitch } from './LocaleSwitch';

const LOCALES = [
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
];

const renderSwitch = (onChange: (code: string) => void = () => undefined) =>
  render(
    <LocaleSwitch locales={LOCALES} current="en" onChange={onChange} label="Change language" data-testid="switch" />,
  );

const summary = () => screen.getByTestId('switch');
const details = () => summary().closest('details');
const languages = () => within(screen.getByRole('list', { name: 'Change language' })).getAllByRole('button');

describe('LocaleSwitch', () => {
  it('is a closed native disclosure whose summary carries the test id and names the current code', () => {
    renderSwitch();
    expect(summary().tagName).toBe('SUMMARY');
    expect(summary().textContent).toBe('Change language: EN');
    expect(details()?.open).toBe(false);
  });

  it('lists every language as a button in its own language, the current one marked aria-current', () => {
    renderSwitch();
    expect(languages().map((item) => [item.textContent, item.lang, item.getAttribute('aria-current')])).toEqual([
      ['Deutsch', 'de', null],
      ['English', 'en', 'true'],
      ['Français', 'fr', null],
    ]);
  });

  // Enter and Space on a focused summary are the browser's own toggle, which jsdom lacks: scripts/check-stories.mjs
  // presses them in Chromium. Here the summary is opened with a click, and the rest is keyboard.
  it('reaches the languages with Tab once open, and Enter chooses one, closes and refocuses the summary', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderSwitch(onChange);
    await user.click(summary());
    expect(details()?.open).toBe(true);
    // user-event does not count a summary as focusable, so its click leaves focus on body: one Tab per language.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Deutsch');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Français');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr');
    expect(details()?.open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it('ignores Escape while closed', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderSwitch(onChange);
    summary().focus();
    await user.keyboard('{Escape}');
    expect(details()?.open).toBe(false);
    expect(document.activeElement).toBe(summary());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes with Escape from inside the list and returns focus to the summary, without switching', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderSwitch(onChange);
    await user.click(summary());
    expect(details()?.open).toBe(true);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Deutsch');
    await user.keyboard('{Escape}');
    expect(details()?.open).toBe(false);
    expect(document.activeElement).toBe(summary());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('switches with the pointer and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderSwitch(onChange);
    await user.click(summary());
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('de');
    expect(details()?.open).toBe(false);
  });

  it('closes on a press outside it, without switching or taking focus', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(
      <>
        <LocaleSwitch locales={LOCALES} current="en" onChange={onChange} label="Change language" data-testid="switch" />
        <input aria-label="Email" />
      </>,
    );
    await user.click(summary());
    expect(details()?.open).toBe(true);
    await user.click(screen.getByLabelText('Email'));
    expect(details()?.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes when Tab moves focus on past the last language', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <LocaleSwitch
          locales={LOCALES}
          current="en"
          onChange={() => undefined}
          label="Change language"
          data-testid="switch"
        />
        <input aria-label="Email" />
      </>,
    );
    await user.click(summary());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(details()?.open).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(details()?.open).toBe(false);
  });

  it('has no axe violations closed and open', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderSwitch();
    await expectNoAxeViolations(container);
    await user.click(summary());
    await expectNoAxeViolations(container);
  });
});
