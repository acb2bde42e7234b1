import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { visitsRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('visits paths', () => {
  it.each([
    ['fi', '/fi/kaynnit', '/fi/kaynnit?page=2', '/fi/kaynnit/12'],
    ['sv', '/sv/besoken', '/sv/besoken?page=2', '/sv/besoken/12'],
    ['en', '/en/visits', '/en/visits?page=2', '/en/visits/12'],
  ] as const)('in %s: the list %s, its third page %s and a visit %s', (lang, list, third, visit) => {
    expect(pagePaths.visits.list(lang)).toBe(list);
    expect(pagePaths.visits.list(lang)).toBe(list);
    expect(pagePaths.visits.list(lang, 0)).toBe(list);
    expect(pagePaths.visits.list(lang, 2)).toBe(third);
    expect(pagePaths.visits.visit(lang, 12)).toBe(visit);
  });
});

describe('visits routes', () => {
  it.each(languages)('the list and one visit in %s, each a page with an id, for the signed-in patient', (lang: Lang) => {
    const routes = toRouteObjects(visitsRoutes, lang);
    const list = pagePaths.visits.list(lang).slice('/xx/'.length);
    expect(routes.map((route) => route.path)).toEqual([list, `${list}/:visitId`]);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String), access: 'signed-in' }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of visitsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
