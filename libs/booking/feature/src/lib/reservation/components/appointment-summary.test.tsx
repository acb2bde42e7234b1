import { aReservationAppointment } from '@portal/booking/contracts/testing';
import { renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { AppointmentSummary, reservationInfoOf } from './appointment-summary';

const base = aReservationAppointment();
const withInfo = (kind: string | null, specialty: string | null, practitioner: string | null) =>
  aReservationAppointment({
    kind: { cmsContent: { ...base.kind.cmsContent, appointmentReservationInfo: kind } },
    specialtyData: { specialties: base.specialtyData.specialties.map((s) => ({ ...s, cmsContent: { ...s.cmsContent, appointmentReservationInfo: specialty } })) },
    practitioner: { ...base.practitioner, cmsContent: { appointmentReservationInfo: practitioner } },
  });

describe('the reserved time’s summary', () => {
  it("gives the kind's, the specialty's and the practitioner's reservation info, in that order, each text once", () => {
    expect(reservationInfoOf(withInfo('Come fasting.', 'Bring your referral.', 'Bring sportswear.'))).toEqual(['Come fasting.', 'Bring your referral.', 'Bring sportswear.']);
    expect(reservationInfoOf(withInfo(null, 'Bring your referral.', 'Bring your referral.'))).toEqual(['Bring your referral.']);
    expect(reservationInfoOf(withInfo(null, ' ', null))).toEqual([]);
  });

  it('shows the reservation info and the practitioner with a photo', () => {
    const appointment = withInfo(null, 'Bring your referral.', 'Bring sportswear.');
    const photo = 'https://images.kajo.example/55.jpg';
    renderWithProviders(<AppointmentSummary appointment={{ ...appointment, practitioner: { ...appointment.practitioner, profileImage: photo } }} customerType="private" />, { lang: 'en' });
    const summary = screen.getByRole('article', { name: 'General practitioner visit' });
    expect(within(summary).getByText('Bring your referral.')).toBeInTheDocument();
    expect(within(summary).getByText('Bring sportswear.')).toBeInTheDocument();
    expect(summary.querySelector('img')).toHaveAttribute('src', photo);
    expect(within(summary).getByText('Anna Lääkäri, General practitioner')).toBeInTheDocument();
  });
});
