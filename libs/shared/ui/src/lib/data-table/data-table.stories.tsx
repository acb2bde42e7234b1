import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from './data-table';

const rows = [
  ['21.11.2026 18:30', 'Ville Huoltaja (guardian)', 'Laboratory results', '141 g/l'],
  ['19.11.2026 12:00', 'Aino Lääkäri, Yleislääkäri', 'Messages, no. 12', '–'],
  ['17.11.2026 12:00', 'Someone with the appointment’s link', 'An appointment', '–'],
];

const body = (
  <>
    <thead>
      <tr>
        <th scope="col">Time</th>
        <th scope="col">Who</th>
        <th scope="col">What</th>
        <th scope="col">Value</th>
      </tr>
    </thead>
    <tbody>
      {rows.map(([time, who, what, value]) => (
        <tr key={time}>
          <td data-nowrap>{time}</td>
          <td>{who}</td>
          <td>{what}</td>
          <td data-numeric>{value}</td>
        </tr>
      ))}
    </tbody>
  </>
);

const meta = {
  title: 'Content/DataTable',
  component: DataTable,
  args: { caption: 'Who has viewed your data', children: body },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Compact: Story = { args: { compact: true } };

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
