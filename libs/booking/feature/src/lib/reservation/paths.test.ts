import { pagePaths } from '@portal/shared/util';

describe('reservationPaths', () => {
  it('builds the reservation page in each language, keeping the query', () => {
    expect(pagePaths.booking.reservation('en', 7, '?customerType=private')).toBe('/en/booking/reserve/7?customerType=private');
    expect(pagePaths.booking.reservation('fi', 7)).toBe('/fi/ajanvaraus/varaa/7');
    expect(pagePaths.booking.reservation('sv', 7)).toBe('/sv/tidsbokning/boka/7');
    expect(pagePaths.booking.anonymousReservation('fi', 7)).toBe('/fi/kirjautumattomat-kayttajat/varaa/7');
  });

  it('builds registration, consent and the new-customer page with the spec words', () => {
    expect(pagePaths.booking.registration('fi', '/fi/ajanvaraus/varaa/7')).toBe(
      '/fi/rekisterointi?next=%2Ffi%2Fajanvaraus%2Fvaraa%2F7',
    );
    expect(pagePaths.booking.registration('sv')).toBe('/sv/registrering');
    expect(pagePaths.booking.consent('sv')).toBe('/sv/behandling-av-patientuppgifter');
    expect(pagePaths.booking.consent('fi')).toBe('/fi/potilastietojen-kasittely');
    expect(pagePaths.booking.newCustomer('sv')).toBe('/sv/tidsbokning/ny-kund');
  });

  it('links to the appointments feature: signed-in page and anonymous link', () => {
    expect(pagePaths.appointments.appointment('fi', [7])).toBe('/fi/ajanvaraukset/7');
    expect(pagePaths.appointments.anonymousAppointment('sv', 'Ab3d')).toBe('/sv/bokning/Ab3d');
  });
});
