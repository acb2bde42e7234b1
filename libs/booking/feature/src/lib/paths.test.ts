import { pagePaths, routePatterns } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { bookingRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  booking: pagePaths.booking.landing,
} as const;

// The translated paths exactly as the spec gives them.
describe('booking paths', () => {
  it.each([
    ['booking', 'fi', "/fi/ajanvaraus"],
    ['booking', 'sv', "/sv/tidsbokning"],
    ['booking', 'en', "/en/booking"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });

  it.each([
    ['private', { en: '/en/booking/private-customer', fi: '/fi/ajanvaraus/yksityisasiakas', sv: '/sv/tidsbokning/privat-kund' }],
    ['insurance', { en: '/en/booking/insurance', fi: '/fi/ajanvaraus/vakuutus', sv: '/sv/tidsbokning/forsakring' }],
    ['occupational', { en: '/en/booking/occupational-healthcare', fi: '/fi/ajanvaraus/tyoterveys', sv: '/sv/tidsbokning/foretagshalsovard' }],
    ['kela65', { en: '/en/booking/kela65', fi: '/fi/ajanvaraus/kela65', sv: '/sv/tidsbokning/kela65' }],
  ] as const)('builds the %s customer list path of the spec', (customerType, expected) => {
    expect(pagePaths.booking.customerType('en', customerType)).toBe(expected.en);
    expect(pagePaths.booking.customerType('fi', customerType)).toBe(expected.fi);
    expect(pagePaths.booking.customerType('sv', customerType)).toBe(expected.sv);
  });
});

describe('list paths of the spec', () => {
  // Each with the spec's optional trailing id (decision 0050).
  it.each([
    ['anonymous', 'private', { en: 'anonymous-users/available-appointments/:listId?', fi: 'kirjautumattomat-kayttajat/vapaat-ajat/:listId?', sv: 'anonyma-anvandare/lediga-tider/:listId?' }],
    ['anonymous', 'kela65', { en: 'anonymous-users/available-appointments/kela65/:listId?', fi: 'kirjautumattomat-kayttajat/vapaat-ajat/kela65/:listId?', sv: 'anonyma-anvandare/lediga-tider/kela65/:listId?' }],
    ['signed-in', 'insurance', { en: 'available-appointments/insurance/:listId?', fi: 'vapaat-ajat/vakuutus/:listId?', sv: 'lediga-tider/forsakring/:listId?' }],
    ['signed-in', 'occupational', { en: 'occupational-healthcare/available-appointments/:listId?', fi: 'tyoterveys/vapaat-ajat/:listId?', sv: 'foretagshalsovard/lediga-tider/:listId?' }],
  ] as const)('%s %s', (variant, customerType, expected) => {
    expect(routePatterns.bookingList(variant, customerType)).toEqual(expected);
  });
});

describe('booking routes', () => {
  it('opens the lists to anonymous visitors, except the occupational list and the signed-in paths', () => {
    const access = Object.fromEntries(bookingRoutes.map((route) => [route.pageId, route.access]));
    expect(access).toMatchObject({
      booking: 'public',
      'booking-private': 'public',
      'booking-insurance': 'public',
      'booking-kela65': 'public',
      // The occupational landing and vaccination page ask to sign in themselves (booking doc section 6).
      'booking-occupational': 'public',
      'booking-occupational-vaccinations': 'public',
      'booking-anonymous-list-private': 'public',
      'booking-list-private': 'signed-in',
      'booking-list-occupational': 'signed-in',
    });
  });

  it('puts the occupational pages in a section of their own, which a brand without occupational health care lacks', () => {
    const sections = Object.fromEntries(bookingRoutes.map((route) => [route.pageId, route.section]));
    expect(Object.entries(sections).filter(([, section]) => section === 'occupationalBooking').map(([pageId]) => pageId)).toEqual([
      'booking-occupational',
      'booking-list-occupational',
      'booking-occupational-vaccinations',
    ]);
  });

  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(bookingRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of bookingRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
