import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { id: 'upcoming', title: 'Upcoming', content: 'Dentist on Monday' },
  { id: 'past', title: 'Past', content: 'Eye check in May' },
  { id: 'cancelled', title: 'Cancelled', content: 'Nothing here', isDisabled: true },
];

describe('Tabs', () => {
  it('shows the first tab and switches with a click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    renderWithIntl(<Tabs label="Appointments" items={items} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Dentist on Monday');
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('tabpanel', { name: 'Past' })).toHaveTextContent('Eye check in May');
    expect(onSelectionChange).toHaveBeenLastCalledWith('past');
  });

  it('moves with arrow keys, skips disabled tabs, and Tab enters the panel', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Tabs label="Appointments" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveFocus();
  });

  it('starts on the given tab', () => {
    renderWithIntl(<Tabs label="Appointments" items={items} defaultSelectedKey="past" />);
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  });
});
