import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginChoice } from './login-choice';

const meta = {
  title: 'Account/LoginChoice',
  component: LoginChoice,
  args: { childHref: '#mandate', ownHref: '#self', termsHref: '#terms' },
} satisfies Meta<typeof LoginChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChildrenBrand: Story = { globals: { brand: 'children', locale: 'sv' } };
