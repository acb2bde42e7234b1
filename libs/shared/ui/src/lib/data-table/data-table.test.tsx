import { render, screen } from '@testing-library/react';
import { DataTable } from './data-table';

const body = (
  <>
    <thead>
      <tr>
        <th scope="col">Code</th>
        <th scope="col">Description</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>J06.9</td>
        <td>Upper respiratory infection</td>
      </tr>
    </tbody>
  </>
);

describe('DataTable', () => {
  it('is named by the heading it is given, as is its scrolling region, which the keyboard reaches', () => {
    render(
      <>
        <h2 id="diagnoses">Diagnoses</h2>
        <DataTable labelledBy="diagnoses">{body}</DataTable>
      </>,
    );
    expect(screen.getByRole('table', { name: 'Diagnoses' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Diagnoses' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('scope', 'col');
  });

  it('is named by its own caption when no heading names it', () => {
    render(<DataTable caption="Rows">{body}</DataTable>);
    expect(screen.getByRole('table', { name: 'Rows' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rows' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'J06.9' })).toBeInTheDocument();
  });
});
