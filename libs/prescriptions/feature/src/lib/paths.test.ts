import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { prescriptionsPaths } from './paths';
import { prescriptionsRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('prescriptions paths', () => {
  it.each([
    ['prescriptions', 'fi', "/fi/reseptit"],
    ['prescriptions', 'sv', "/sv/recept"],
    ['prescriptions', 'en', "/en/prescriptions"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(prescriptionsPaths[builder](lang)).toBe(expected);
  });
});

describe('prescriptions routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(prescriptionsRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of prescriptionsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
