import { reservationRoutes } from './routes';

const route = (pageId: string) => reservationRoutes.find((r) => r.pageId === pageId);

describe('reservationRoutes', () => {
  it('opens the reservation pages and the new-customer page to anonymous visitors', () => {
    for (const pageId of ['booking-reservation', 'booking-anonymous-reservation', 'new-customer']) {
      expect(route(pageId)?.access).toBe('public');
    }
  });

  it('keeps registration and consent for signed-in visitors (the default access)', () => {
    for (const pageId of ['registration', 'hpa-registration', 'patient-data-consent']) {
      expect(route(pageId)?.access).toBeUndefined();
    }
  });

  it('routes the spec words of registration and consent', () => {
    expect(route('registration')?.paths).toEqual({ en: 'registration', fi: 'rekisterointi', sv: 'registrering' });
    expect(route('hpa-registration')?.paths?.en).toBe('hpa/register');
    expect(route('patient-data-consent')?.paths).toEqual({
      en: 'data-processing',
      fi: 'potilastietojen-kasittely',
      sv: 'behandling-av-patientuppgifter',
    });
  });
});
