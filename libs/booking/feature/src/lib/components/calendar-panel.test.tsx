import { renderWithIntl } from '@portal/shared/i18n/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarPanel } from './calendar-panel';

// Without matchMedia (jsdom) the screen size follows window.innerWidth and its resize event.
function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('CalendarPanel', () => {
  afterEach(() => resizeTo(1024));

  it('always shows the calendar on large screens', async () => {
    resizeTo(1024);
    renderWithIntl(<CalendarPanel availableDates={null} onSelect={jest.fn()} />);
    expect(await screen.findByRole('application', { name: /Available dates/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show calendar' })).not.toBeInTheDocument();
  });

  it('is a closable panel on small screens that closes itself above 800 px', async () => {
    const user = userEvent.setup();
    resizeTo(600);
    renderWithIntl(<CalendarPanel availableDates={null} onSelect={jest.fn()} />);
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show calendar' }));
    expect(await screen.findByRole('application', { name: /Available dates/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close calendar' }));
    expect(screen.queryByRole('application')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show calendar' }));
    resizeTo(801);
    resizeTo(600);
    // Back on a small screen the panel starts closed again.
    expect(screen.getByRole('button', { name: 'Show calendar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it('offers only the available dates and reports the chosen day', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const today = new Date();
    const day = (d: number) =>
      `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    renderWithIntl(<CalendarPanel availableDates={[day(28)]} onSelect={onSelect} />);
    const month = today.toLocaleString('en-US', { month: 'long' });
    const cell = (d: number) => screen.getByRole('button', { name: new RegExp(`, ${d} ${month} \\d{4}`) });
    await screen.findByRole('application', { name: /Available dates/ });
    expect(cell(27)).toHaveAttribute('aria-disabled', 'true');
    const twentyEighth = cell(28);
    expect(twentyEighth).not.toHaveAttribute('aria-disabled');
    await user.click(twentyEighth);
    expect(onSelect).toHaveBeenCalledWith(day(28));
  });

  it('marks the day the list starts from as chosen', async () => {
    resizeTo(1024);
    renderWithIntl(<CalendarPanel availableDates={null} selectedDate="2027-03-17" onSelect={jest.fn()} />);
    // The calendar opens on the chosen day's month, with that day selected and no other.
    expect(await screen.findByRole('application', { name: /March 2027/ })).toBeInTheDocument();
    const chosen = screen.getByRole('button', { name: /17 March 2027/ });
    expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /18 March 2027/ }).closest('[role="gridcell"]')).not.toHaveAttribute('aria-selected', 'true');
  });
});
