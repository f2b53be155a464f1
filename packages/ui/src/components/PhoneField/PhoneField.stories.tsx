import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { type PhoneCountry, PhoneField, type PhoneFieldProps } from './PhoneField';

const DIAL_CODES: [string, string][] = [
  ['AT', '+43'],
  ['BE', '+32'],
  ['CH', '+41'],
  ['DE', '+49'],
  ['DK', '+45'],
  ['ES', '+34'],
  ['FI', '+358'],
  ['FR', '+33'],
  ['GB', '+44'],
  ['GR', '+30'],
  ['IT', '+39'],
  ['NL', '+31'],
  ['NO', '+47'],
  ['SE', '+46'],
  ['SI', '+386'],
];

function countries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return DIAL_CODES.map(([alpha2, dialCode]) => ({ alpha2, dialCode, name: names.of(alpha2) ?? alpha2 }));
}

function Stateful(props: PhoneFieldProps) {
  const [country, setCountry] = useState(props.country);
  const [number, setNumber] = useState(props.number);
  return (
    <PhoneField {...props} country={country} onCountryChange={setCountry} number={number} onNumberChange={setNumber} />
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: {
    label: en.phone,
    countryLabel: en.countryCode,
    countries: [],
    country: 'DE',
    number: '',
    onCountryChange: () => undefined,
    onNumberChange: () => undefined,
  },
  render: (args, { globals }) => {
    const { t, locale } = storyEnv(globals);
    return (
      <div style={{ maxInlineSize: '28rem' }}>
        <Stateful
          {...args}
          countries={countries(locale)}
          label={t.phone}
          countryLabel={t.countryCode}
          error={args.error ? t.invalidPhone : undefined}
        />
      </div>
    );
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { country: 'NL', number: '612345678' } };
export const WithError: Story = { args: { number: '123', error: en.invalidPhone } };
export const Disabled: Story = { args: { disabled: true, number: '1511234567' } };
export const ReadOnly: Story = { args: { readOnly: true, number: '1511234567' } };

export const AllStates: Story = {
  render: (args, { globals }) => {
    const { t, locale } = storyEnv(globals);
    const common = { ...args, countries: countries(locale), label: t.phone, countryLabel: t.countryCode };
    return (
      <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '28rem' }}>
        <Stateful {...common} />
        <Stateful {...common} number="123" error={t.invalidPhone} />
        <Stateful {...common} number="1511234567" disabled />
        <Stateful {...common} number="1511234567" readOnly />
      </div>
    );
  },
};
