import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { visitsPaths } from './paths';
import { visitsRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('visits paths', () => {
  it.each([
    ['visits', 'fi', "/fi/kaynnit"],
    ['visits', 'sv', "/sv/besoken"],
    ['visits', 'en', "/en/visits"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(visitsPaths[builder](lang)).toBe(expected);
  });
});

describe('visits routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(visitsRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of visitsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
