import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { aBookableAppointment } from '@portal/booking/contracts/testing';
import type { AppointmentRowProps } from './appointment-row';
import { AppointmentRow } from './appointment-row';

function renderRow(overrides: Partial<AppointmentRowProps> = {}) {
  renderWithIntl(
    <MemoryRouter>
      <ul>
        <AppointmentRow
          appointment={aBookableAppointment()}
          customerType="private"
          lang="en"
          reservationHref="/en/anonymous-users/reserve/5001"
          showPriceDetails={false}
          {...overrides}
        />
      </ul>
    </MemoryRouter>,
  );
}

describe('AppointmentRow', () => {
  it("shows 'From' with the rate for a private customer", () => {
    renderRow();
    expect(screen.getByText('From €89.50')).toBeInTheDocument();
  });

  it("leaves 'From' out on the 65+ list", () => {
    renderRow({ customerType: 'kela65' });
    expect(screen.getByText('Price €89.50')).toBeInTheDocument();
    expect(screen.queryByText(/From/)).not.toBeInTheDocument();
  });

  it('shows the Y65V kind at 28.20 EUR', () => {
    renderRow({
      appointment: aBookableAppointment({
        kindId: 'Y65V',
        price: { rateEuros: 60, additionalFees: [], fixedPriceEuros: 28.2, priceDetails: [] },
      }),
    });
    expect(screen.getByText('Price €28.20')).toBeInTheDocument();
  });

  it('fills the profile address of the brand in the page language', () => {
    renderRow({ lang: 'sv' });
    expect(screen.getByRole('link', { name: /Anna Lääkäri \(profile/ })).toHaveAttribute('href', '/out/practitioners/55?lang=sv');
  });
});
