import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { occupationalHealthRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  employeeMemo: pagePaths.occupationalHealth.employeeMemo,
  occupationalHealthTeam: pagePaths.occupationalHealth.team,
} as const;

// The translated paths exactly as the spec gives them.
describe('occupational-health paths', () => {
  it.each([
    ['occupationalHealthTeam', 'fi', "/fi/tyoterveystiimi"],
    ['occupationalHealthTeam', 'sv', "/sv/foretagshalsovardsteamet"],
    ['occupationalHealthTeam', 'en', "/en/occupational-health-care-team"],
    ['employeeMemo', 'fi', '/fi/tyontekijan-muistio'],
    ['employeeMemo', 'sv', '/sv/arbetstagarens-promemoria'],
    ['employeeMemo', 'en', '/en/employee-memo'],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });

  // The booking section's occupational health list, the address of the menu's occupational booking link.
  it.each([
    ['fi', '/fi/ajanvaraus/tyoterveys'],
    ['sv', '/sv/tidsbokning/foretagshalsovard'],
    ['en', '/en/booking/occupational-healthcare'],
  ] as const)('the memo books occupational health times in %s at %s', (lang, expected) => {
    expect(pagePaths.occupationalBooking.landing(lang)).toBe(expected);
  });
});

describe('occupational-health routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(occupationalHealthRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of occupationalHealthRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
