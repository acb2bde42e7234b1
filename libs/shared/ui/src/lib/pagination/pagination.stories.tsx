import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    label: 'Visit pages',
    page: 1,
    pageCount: 3,
    hrefOf: (page: number) => (page === 0 ? '#' : `#page=${page}`),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};

export const FirstPage: Story = { args: { page: 0 } };

export const LastPage: Story = { args: { page: 2 } };

/** A single page shows nothing. */
export const SinglePage: Story = { args: { page: 0, pageCount: 1 } };

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
