import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { ThemeRoot, writeThemeVariables } from '../src/index';
import { applyTheme } from '../src/theme';
import axeRules from './axeRules.json';
import { STORY_DIRECTIONS, storyDirection } from './storyDirection';
import { languageName, STORY_LOCALES, storyLocale } from './storyLocales';
import { STORY_THEMES, storyTheme } from './storyThemes';

/**
 * Applies the toolbar's merchant theme, locale and direction: `lang` and `dir` on the page root follow the
 * toolbars. The direction is independent of the locale (none of the 12 languages is right-to-left, but a
 * consumer of the kit may be), which is how a `:dir()` rule rewritten to `:lang()` shows up.
 */
const withThemeLocaleAndDirection: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals.locale);
  const direction = storyDirection(context.globals.direction);
  const { variables } = applyTheme(STORY_THEMES[storyTheme(context.globals.theme)]);
  // The combobox list renders in a portal on <body>, so the variables and the direction go on the root too.
  writeThemeVariables(document.documentElement, variables);
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  document.body.classList.add('ck-root');
  return (
    <ThemeRoot variables={variables} lang={locale} dir={direction}>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withThemeLocaleAndDirection],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The accessibility panel runs axe with the rules of `pnpm storybook:check` (scripts/check-stories.mjs):
    // page-level rules are off because a story is a fragment of a page.
    a11y: { options: { rules: axeRules } },
    options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
  },
  globalTypes: {
    locale: {
      description: 'Interface language (spec §2)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: STORY_LOCALES.map((locale) => ({ value: locale, title: `${locale} · ${languageName(locale)}` })),
      },
    },
    theme: {
      description: 'Merchant theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'default', title: 'Default theme' },
          { value: 'dark-primary', title: 'Merchant: dark primary' },
          { value: 'light-primary', title: 'Merchant: light primary, own font' },
        ],
      },
    },
    direction: {
      description: 'Writing direction, independent of the locale',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        dynamicTitle: true,
        items: STORY_DIRECTIONS.map((direction) => ({
          value: direction,
          title: direction === 'ltr' ? 'Left to right' : 'Right to left',
        })),
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'default', direction: 'ltr' },
};

export default preview;
