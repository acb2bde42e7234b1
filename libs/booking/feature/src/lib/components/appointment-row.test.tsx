import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { aBookableAppointment } from '@portal/booking/contracts/testing';
import type { AppointmentRowProps } from './appointment-row';
import { AppointmentRow } from './appointment-row';

function renderRow(overrides: Partial<AppointmentRowProps> = {}) {
  return renderWithIntl(
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

  it("shows the practitioner's photo beside the name, hidden from screen readers as the name is there", () => {
    const anna = aBookableAppointment().practitioner;
    const { container } = renderRow({ appointment: aBookableAppointment({ practitioner: { ...anna, profileImage: 'https://images.kajo.example/55.jpg' } }) });
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://images.kajo.example/55.jpg');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('shows initials without a photo', () => {
    renderRow();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('shows no photo or initials for a room or a service', () => {
    const room = { ...aBookableAppointment().practitioner, id: 77, name: 'Laboratory', isResource: true };
    const { container } = renderRow({ appointment: aBookableAppointment({ practitioner: room }) });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('L')).not.toBeInTheDocument();
  });
});
