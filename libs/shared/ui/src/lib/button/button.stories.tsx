import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import type { ButtonVariant } from './button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Book an appointment', variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Matrix: Story = {
  render: (args) => (
    <table style={{ borderSpacing: 16 }}>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">Enabled</th>
          <th scope="col">Disabled</th>
          <th scope="col">Pending</th>
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            <td>
              <Button {...args} variant={variant}>
                Save
              </Button>
            </td>
            <td>
              <Button {...args} variant={variant} isDisabled>
                Save
              </Button>
            </td>
            <td>
              <Button {...args} variant={variant} isPending>
                Save
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
};

export const Pending: Story = { args: { isPending: true } };

export const FullWidthOnSmallScreens: Story = { args: { isFullWidthOnSmall: true } };

export const ChildrenBrand: Story = {
  globals: { brand: 'children' },
  render: Matrix.render,
};
