import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Button } from '../Button/Button';
import { ErrorPage } from './ErrorPage';
import type { ErrorPageKind } from './errorPageKind';

const STATUS: Record<ErrorPageKind, number | undefined> = {
  'not-found': 404,
  'server-error': 500,
  unavailable: 503,
  unknown: undefined,
  'cart-not-found': 404,
};

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'not-found', title: en.notFound },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    const title = {
      'not-found': t.notFound,
      'server-error': t.serverError,
      unavailable: t.unavailable,
      unknown: t.unknownError,
      'cart-not-found': t.cartNotFound,
    }[args.kind];
    return (
      <ErrorPage
        {...args}
        statusCode={STATUS[args.kind]}
        title={title}
        message={args.kind === 'unavailable' ? 'Scheduled maintenance until 06:00 UTC.' : undefined}
        actions={<Button variant="secondary">{t.backToCart}</Button>}
      />
    );
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = { args: { kind: 'server-error' } };
/** 503 shows the server-provided message. */
export const Unavailable: Story = { args: { kind: 'unavailable' } };
export const Unknown: Story = { args: { kind: 'unknown' } };
export const CartNotFound: Story = { args: { kind: 'cart-not-found' } };
export const AllStates: Story = {
  render: (args, context) => (
    <div>
      {(Object.keys(STATUS) as ErrorPageKind[]).map((kind) => (
        <div key={kind} style={{ borderBlockEnd: '1px solid #ccc' }}>
          {meta.render({ ...args, kind }, context)}
        </div>
      ))}
    </div>
  ),
};
