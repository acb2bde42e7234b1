import { pagePaths } from '@portal/shared/util';
import type { Lang, LocalizedRouteHandle } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { decodeSaveAction } from '@portal/shared/contracts';
import { linkedPaths } from './linked-paths';
import { appointmentsRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  appointments: pagePaths.appointments.list,
} as const;

// The translated paths exactly as the spec gives them.
describe('appointments paths', () => {
  it.each([
    ['appointments', 'fi', "/fi/ajanvaraukset"],
    ['appointments', 'sv', "/sv/tidsbokningar"],
    ['appointments', 'en', "/en/appointments"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });

  it.each([
    ['fi', '/fi/varaus/Ab3dEf7hIj9kLm2n'],
    ['sv', '/sv/bokning/Ab3dEf7hIj9kLm2n'],
    ['en', '/en/appointment/Ab3dEf7hIj9kLm2n'],
  ] as const)('builds the anonymous appointment link in %s', (lang, expected) => {
    expect(pagePaths.appointments.anonymousAppointment(lang, 'Ab3dEf7hIj9kLm2n')).toBe(expected);
  });

  it('builds the appointment page with comma-separated ids', () => {
    expect(pagePaths.appointments.appointment('fi', [12, 13])).toBe('/fi/ajanvaraukset/12,13');
    expect(pagePaths.appointments.appointment('sv', [7])).toBe('/sv/tidsbokningar/7');
    expect(pagePaths.appointments.appointment('en', [1, 2, 3])).toBe('/en/appointments/1,2,3');
  });
});

describe('appointments routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(appointmentsRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('opens the anonymous appointment without a session, and the patient pages only with one', () => {
    const access = Object.fromEntries(
      toRouteObjects(appointmentsRoutes, 'fi').map((route) => [route.path, (route.handle as LocalizedRouteHandle).access]),
    );
    expect(access).toEqual({
      ajanvaraukset: 'signed-in',
      'ajanvaraukset/:ids': 'signed-in',
      'varaus/:appointmentId': 'public',
    });
  });

  it('loads a page component for every route', async () => {
    for (const route of appointmentsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});

describe('linked paths', () => {
  it('sends cancelling from the anonymous link through sign-in to the appointment', () => {
    expect(linkedPaths.loginToAppointment('sv', 12)).toBe('/sv/loggain?nextPath=%2Fsv%2Ftidsbokningar%2F12');
  });

  it("leads to my information with the saveAction of the appointment's consent tab", () => {
    const url = new URL(linkedPaths.consentForm('fi', 12), 'http://localhost');
    expect(url.pathname).toBe('/fi/omat-tiedot');
    expect(decodeSaveAction(url.searchParams.get('saveAction'))).toEqual({
      type: 'go-to-view-appointment-page',
      appointmentId: 12,
      tab: 'consent',
    });
  });

  it('signs an anonymous visitor in before the consent form', () => {
    const login = new URL(linkedPaths.loginToConsent('en', 12), 'http://localhost');
    expect(login.pathname).toBe('/en/login');
    expect(login.searchParams.get('nextPath')).toBe(linkedPaths.consentForm('en', 12));
  });

  it('goes to the front page and the booking root', () => {
    expect(pagePaths.home.front('sv')).toBe('/sv');
    expect(pagePaths.booking.landing('fi')).toBe('/fi/ajanvaraus');
  });
});
