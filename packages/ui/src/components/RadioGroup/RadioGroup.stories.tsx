import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';

const logo = (text: string, color: string) => (
  <svg width="48" height="32" viewBox="0 0 48 32" role="img" aria-label={text}>
    <rect width="48" height="32" rx="4" fill={color} />
    <text x="24" y="20" fontSize="10" fill="#fff" textAnchor="middle" fontFamily="sans-serif">
      {text}
    </text>
  </svg>
);

const shipping: RadioOption[] = [
  { value: 'standard', label: 'DHL Standard', description: '3–5 d', aside: '4,90 €' },
  { value: 'express', label: 'DHL Express', description: '1 d', aside: '9,90 €' },
  { value: 'pickup', label: 'Pick-up', aside: '0,00 €', disabled: true },
];
const providers: RadioOption[] = [
  { value: 'stripe', label: 'Card', logo: logo('Stripe', '#533afd') },
  { value: 'paypal', label: 'PayPal', logo: logo('PayPal', '#003087') },
  { value: 'mollie', label: 'iDEAL', logo: logo('Mollie', '#000') },
];

function Stateful(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    legend: en.shippingMethod,
    name: 'shipping',
    options: shipping,
    value: 'standard',
    onChange: () => undefined,
    variant: 'card',
  },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    const legend = args.name === 'payment' ? t.paymentMethod : t.shippingMethod;
    return (
      <div style={{ maxInlineSize: '28rem' }}>
        <Stateful {...args} legend={legend} error={args.error ? t.required : undefined} />
      </div>
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shipping methods as radio cards with their price. */
export const ShippingMethods: Story = {};
/** Payment providers as radio cards with logos. */
export const PaymentProviders: Story = { args: { name: 'payment', options: providers, value: null } };
export const List: Story = { args: { variant: 'list' } };
export const WithError: Story = { args: { value: null, error: en.required, required: true } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: (args, context) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {meta.render({ ...args }, context)}
      {meta.render({ ...args, name: 'payment', options: providers, value: 'paypal' }, context)}
      {meta.render({ ...args, name: 'shipping-list', variant: 'list' }, context)}
      {meta.render({ ...args, name: 'shipping-error', value: null, error: en.required }, context)}
      {meta.render({ ...args, name: 'shipping-disabled', disabled: true }, context)}
    </div>
  ),
};
