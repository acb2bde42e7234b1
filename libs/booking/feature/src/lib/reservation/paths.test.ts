import { reservationPaths } from './paths';

describe('reservationPaths', () => {
  it('builds the reservation page in each language, keeping the query', () => {
    expect(reservationPaths.reservation('en', 7, '?customerType=private')).toBe('/en/booking/reserve/7?customerType=private');
    expect(reservationPaths.reservation('fi', 7)).toBe('/fi/ajanvaraus/varaa/7');
    expect(reservationPaths.reservation('sv', 7)).toBe('/sv/tidsbokning/boka/7');
    expect(reservationPaths.anonymousReservation('fi', 7)).toBe('/fi/kirjautumattomat-kayttajat/varaa/7');
  });

  it('builds registration, consent and the new-customer page with the spec words', () => {
    expect(reservationPaths.registration('fi', '/fi/ajanvaraus/varaa/7')).toBe(
      '/fi/rekisterointi?next=%2Ffi%2Fajanvaraus%2Fvaraa%2F7',
    );
    expect(reservationPaths.registration('sv')).toBe('/sv/registrering');
    expect(reservationPaths.consent('sv')).toBe('/sv/behandling-av-patientuppgifter');
    expect(reservationPaths.consent('fi')).toBe('/fi/potilastietojen-kasittely');
    expect(reservationPaths.newCustomer('sv')).toBe('/sv/tidsbokning/ny-kund');
  });

  it('links to the appointments feature: signed-in page and anonymous link', () => {
    expect(reservationPaths.appointment('fi', 7)).toBe('/fi/ajanvaraukset/7');
    expect(reservationPaths.anonymousAppointment('sv', 'Ab3d')).toBe('/sv/bokning/Ab3d');
  });
});
