import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayNavigation, addDays } from './day-navigation';

describe('DayNavigation', () => {
  it('moves the search a day back or forward', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<DayNavigation day="2026-12-01" today="2026-11-23" onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Appointments from' })).toHaveTextContent('1.12.2026');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-02');
  });

  it('has no previous day before today', () => {
    renderWithIntl(<DayNavigation day="2026-11-23" today="2026-11-23" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  });

  it('counts calendar days across months and daylight saving changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
