import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, AVATAR_SIZES } from './avatar';
import type { AvatarSize } from './avatar';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#9cc"/><circle cx="20" cy="15" r="8" fill="#366"/><path d="M6 40c2-9 8-13 14-13s12 4 14 13z" fill="#366"/></svg>',
  );

const sizes = Object.keys(AVATAR_SIZES) as AvatarSize[];

const meta = {
  title: 'Content/Avatar',
  component: Avatar,
  args: { name: 'Anna Virtanen', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 16, alignItems: 'center', justifyContent: 'start' }}>
      {sizes.map((size) => (
        <Avatar key={`i-${size}`} {...args} size={size} />
      ))}
      {sizes.map((size) => (
        <Avatar key={`p-${size}`} {...args} name="Mikko Laine" src={photo} size={size} />
      ))}
    </div>
  ),
};

export const ChildrenBrand: Story = { globals: { brand: 'children' }, render: Matrix.render };
