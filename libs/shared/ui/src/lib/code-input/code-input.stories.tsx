import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeInput } from './code-input';

const meta = {
  title: 'Forms/CodeInput',
  component: CodeInput,
  args: {
    label: 'Verification code',
    description: 'Enter the six-digit code we sent to your phone.',
    onComplete: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The four-digit SMS code of the second factor (onboarding, my information, SMS authentication). */
export const SmsCode: Story = {
  args: {
    length: 4,
    label: 'Code from the text message',
    description: 'Enter the four-digit code we sent to +358 40 *** **67.',
  },
};

export const IdentityCodeEnd: Story = {
  args: {
    mode: 'identity-end',
    label: 'Last four characters of your personal identity code',
    description: 'For example 123A in 010190-123A.',
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CodeInput {...args} label="Empty" description={undefined} />
      <CodeInput {...args} label="Partly filled" description={undefined} defaultValue="123" />
      <CodeInput
        {...args}
        label="Invalid"
        description={undefined}
        defaultValue="123456"
        isInvalid
        errorMessage="The code is wrong. Check it and try again."
      />
      <CodeInput {...args} label="Disabled" description={undefined} defaultValue="12" isDisabled />
      <CodeInput {...args} mode="identity-end" label="Identity code end" description={undefined} defaultValue="308T" />
    </div>
  ),
};

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { defaultValue: '42' } };
