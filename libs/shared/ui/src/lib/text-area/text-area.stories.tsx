import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Message to your care team',
    description: 'Do not send urgent matters here.',
    maxLength: 200,
    overLimitMessage: 'The message can be at most 200 characters long.',
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <TextArea {...args} label="Empty" />
      <TextArea {...args} label="Near the limit" maxLength={20} defaultValue="Sore throat, fever" />
      <TextArea
        {...args}
        label="Over the limit"
        maxLength={20}
        overLimitMessage="At most 20 characters."
        defaultValue="Sore throat and fever since Monday"
      />
      <TextArea label="Required with error" isRequired errorMessage="Write a message." />
      <TextArea label="Disabled" isDisabled defaultValue="Sent" />
    </div>
  ),
};

export const ChildrenBrand: Story = {
  globals: { brand: 'children' },
  args: { maxLength: 20, defaultValue: 'Sore throat and fever since Monday' },
};
