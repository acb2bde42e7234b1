import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileField } from './file-field';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Add attachments', hint: 'PDF, Word, Excel or an image; at most 9 MB together', accept: '.pdf,.docx,.xlsx,.jpg,.png', multiple: true, onFiles: fn() },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { label: 'Front side of the card', hint: 'A JPEG or PNG photo', accept: 'image/jpeg,image/png', multiple: false, isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const ChildrenBrand: Story = { globals: { brand: 'children' } };
