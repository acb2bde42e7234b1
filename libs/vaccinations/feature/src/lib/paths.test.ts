import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { vaccinationsPaths } from './paths';
import { vaccinationsRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('vaccinations paths', () => {
  it.each([
    ['vaccinations', 'fi', "/fi/rokotukset"],
    ['vaccinations', 'sv', "/sv/vaccinationer"],
    ['vaccinations', 'en', "/en/vaccinations"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(vaccinationsPaths[builder](lang)).toBe(expected);
  });
});

describe('vaccinations routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(vaccinationsRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of vaccinationsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
