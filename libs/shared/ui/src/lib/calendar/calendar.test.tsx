import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calendar } from './calendar';

/** The day buttons of a week row (row 0 holds the weekday names). */
function dayButtonsOfRow(index: number): HTMLElement[] {
  const row = screen.getAllByRole('row')[index];
  if (!row) throw new Error(`No row ${index}`);
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => within(cell).queryByRole('button'))
    .filter((button): button is HTMLElement => button !== null);
}

function dayButton(day: number): HTMLElement {
  const button = screen
    .getAllByRole('button')
    .find((element) => element.closest('td') && element.textContent === String(day));
  if (!button) throw new Error(`No day ${day}`);
  return button;
}

describe('Calendar', () => {
  it.each([
    ['fi', 'ma', /maanantai/],
    ['sv', 'mån', /måndag/],
    ['en', 'Mon', /Monday/],
  ] as const)('starts the week on Monday in %s', (lang, shortMonday, longMonday) => {
    renderWithIntl(<Calendar label="Appointment date" />, { lang });
    // react-aria hides the weekday row from screen readers, which hear the weekday in each day's name.
    const weekdays = screen.getAllByRole('columnheader', { hidden: true });
    expect(weekdays).toHaveLength(7);
    expect(weekdays[0]).toHaveTextContent(shortMonday);
    // The second week is always a full week: its first day is a Monday.
    const [firstOfSecondWeek] = dayButtonsOfRow(2);
    expect(firstOfSecondWeek).toHaveAccessibleName(longMonday);
  });

  it('has labelled previous and next month buttons', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Calendar label="Appointment date" />);
    const heading = screen.getByRole('heading', { level: 2 });
    const month = heading.textContent;
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(heading.textContent).not.toBe(month);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(heading).toHaveTextContent(month ?? '');
  });

  it('calls onChange with the chosen day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Calendar label="Appointment date" onChange={onChange} />);
    await user.click(dayButton(10));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ day: 10 });
  });

  it('does not let unavailable days be chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Calendar onChange={onChange} isDateUnavailable={(date) => date.day === 15} />);
    const unavailable = dayButton(15);
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    await user.click(unavailable);
    expect(onChange).not.toHaveBeenCalled();
    expect(dayButton(14)).not.toHaveAttribute('aria-disabled');
  });

  it('is used with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Calendar label="Appointment date" onChange={onChange} />);
    await user.click(dayButton(10));
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ day: 11 }));
  });
});
