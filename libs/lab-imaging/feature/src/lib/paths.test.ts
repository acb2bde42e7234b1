import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { labImagingPaths } from './paths';
import { labImagingRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('lab-imaging paths', () => {
  it.each([
    ['laboratory', 'fi', "/fi/laboratorio"],
    ['laboratory', 'sv', "/sv/laboratorium"],
    ['laboratory', 'en', "/en/laboratory"],
    ['imaging', 'fi', "/fi/kuvantaminen"],
    ['imaging', 'sv', "/sv/bildbehandling"],
    ['imaging', 'en', "/en/imaging"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(labImagingPaths[builder](lang)).toBe(expected);
  });
});

describe('lab-imaging routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(labImagingRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of labImagingRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
