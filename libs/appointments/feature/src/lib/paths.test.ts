import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { appointmentsPaths } from './paths';
import { appointmentsRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('appointments paths', () => {
  it.each([
    ['appointments', 'fi', "/fi/ajanvaraukset"],
    ['appointments', 'sv', "/sv/tidsbokningar"],
    ['appointments', 'en', "/en/appointments"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(appointmentsPaths[builder](lang)).toBe(expected);
  });

  it('builds the appointment page with comma-separated ids', () => {
    expect(appointmentsPaths.appointment('fi', [12, 13])).toBe('/fi/ajanvaraukset/12,13');
    expect(appointmentsPaths.appointment('sv', [7])).toBe('/sv/tidsbokningar/7');
    expect(appointmentsPaths.appointment('en', [1, 2, 3])).toBe('/en/appointments/1,2,3');
  });
});

describe('appointments routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(appointmentsRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of appointmentsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
