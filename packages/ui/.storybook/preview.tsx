import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { applyTheme, ThemeRoot, writeThemeVariables } from '../src/index';
import { languageName, STORY_LOCALES, storyLocale } from './storyLocales';
import { STORY_THEMES, type StoryTheme } from './storyThemes';

const isStoryTheme = (value: unknown): value is StoryTheme => typeof value === 'string' && value in STORY_THEMES;

/** Applies the toolbar's merchant theme and locale: `lang` on the page root follows the locale toolbar. */
const withThemeAndLocale: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals.locale);
  const theme = isStoryTheme(context.globals.theme) ? context.globals.theme : 'default';
  const { variables } = applyTheme(STORY_THEMES[theme]);
  // The combobox list renders in a portal on <body>, so the variables go on the root too.
  writeThemeVariables(document.documentElement, variables);
  document.documentElement.lang = locale;
  document.body.classList.add('ck-root');
  return (
    <ThemeRoot variables={variables} lang={locale}>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withThemeAndLocale],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
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
  },
  initialGlobals: { locale: 'en', theme: 'default' },
};

export default preview;
