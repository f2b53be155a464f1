import type { Meta, StoryObj } from '@storybook/react-vite';
import { useGlobals } from 'storybook/preview-api';
import { userEvent, within } from 'storybook/test';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { languageName, STORY_LOCALES } from '../../../.storybook/storyLocales';
import { LocaleSwitch, type LocaleSwitchProps } from './LocaleSwitch';

const locales = STORY_LOCALES.map((code) => ({ code, label: languageName(code) }));

/** Storybook's preview hooks only work in the story function itself, so this is called as `render`. */
function LocaleSwitchStory(props: LocaleSwitchProps) {
  const [globals, updateGlobals] = useGlobals();
  const { t, locale } = storyEnv(globals);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minBlockSize: '24rem' }}>
      <LocaleSwitch
        {...props}
        current={locale}
        label={t.changeLanguage}
        onChange={(code) => updateGlobals({ locale: code })}
      />
    </div>
  );
}

const meta = {
  title: 'Navigation/LocaleSwitch',
  component: LocaleSwitch,
  args: { locales, current: 'en', label: en.changeLanguage, onChange: () => undefined },
  render: LocaleSwitchStory,
} satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking a language switches the Storybook locale toolbar too. */
export const Default: Story = {};
export const TwoLocales: Story = { args: { locales: locales.filter(({ code }) => code === 'de' || code === 'en') } };
/** The list open, the current language marked. */
export const Open: Story = {
  args: { 'data-testid': 'locale-switch' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('locale-switch'));
  },
};
/** Open, so every theme is checked with the list showing. */
export const AllStates: Story = { args: Open.args, play: Open.play };
