import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { vaccinationsRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('vaccinations paths', () => {
  it.each([
    ['fi', '/fi/rokotukset', '/fi/rokotukset?page=1'],
    ['sv', '/sv/vaccinationer', '/sv/vaccinationer?page=1'],
    ['en', '/en/vaccinations', '/en/vaccinations?page=1'],
  ] as const)('in %s: the list %s and its second page %s', (lang, list, second) => {
    expect(pagePaths.vaccinations.list(lang)).toBe(list);
    expect(pagePaths.vaccinations.list(lang)).toBe(list);
    expect(pagePaths.vaccinations.list(lang, 0)).toBe(list);
    expect(pagePaths.vaccinations.list(lang, 1)).toBe(second);
  });
});

describe('vaccinations routes', () => {
  it.each(languages)('the list is a page with an id for the signed-in patient in %s', (lang: Lang) => {
    const routes = toRouteObjects(vaccinationsRoutes, lang);
    expect(routes.map((route) => route.path)).toEqual([pagePaths.vaccinations.list(lang).slice('/xx/'.length)]);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: 'vaccinations', access: 'signed-in' }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of vaccinationsRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
