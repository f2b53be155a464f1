import type { ApplyThemeInput } from '../src/theme';

/** The theme toolbar's merchants: the default, a dark-primary merchant and a light-primary one with its own font. */
export const STORY_THEMES = {
  default: {},
  'dark-primary': {
    theme: { light: { primary: '#1a237e', secondary: '#3949ab', panel_right: '#eef0fb' } },
    styling: { global: { primary: '#1a237e', heading_text_transform: 'uppercase', font_weight: '400' } },
  },
  'light-primary': {
    theme: { light: { panel_left: '#fffde7' }, rootVariables: { '--merchant-gap': '12px' } },
    styling: {
      global: { primary: '#ffeb3b', font_family: "'DejaVu Serif', Georgia, serif", heading_text_transform: 'none' },
    },
  },
} satisfies Record<string, ApplyThemeInput>;

/** A key of {@link STORY_THEMES}. */
export type StoryTheme = keyof typeof STORY_THEMES;

/** Narrows a Storybook global to a theme of {@link STORY_THEMES}, falling back to the default. */
export function storyTheme(value: unknown): StoryTheme {
  return typeof value === 'string' && value in STORY_THEMES ? (value as StoryTheme) : 'default';
}
