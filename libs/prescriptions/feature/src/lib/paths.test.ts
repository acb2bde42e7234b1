import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { prescriptionsRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('prescriptions paths', () => {
  it.each([
    ['fi', '/fi/reseptit', '/fi/reseptin-uusinta/4,3'],
    ['sv', '/sv/recept', '/sv/receptfornyelse/4,3'],
    ['en', '/en/prescriptions', '/en/prescription-renewal/4,3'],
  ] as const)('in %s the list is %s and the renewal of 4 and 3 %s', (lang, list, renewal) => {
    expect(pagePaths.prescriptions.list(lang)).toBe(list);
    expect(pagePaths.prescriptions.renewal(lang, [4, 3])).toBe(renewal);
  });
});

describe('prescriptions routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(prescriptionsRoutes, lang);
    expect(routes).toHaveLength(2);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String), section: 'prescriptions' }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of prescriptionsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
