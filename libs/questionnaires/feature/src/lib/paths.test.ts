import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { questionnairesRoutes } from './routes';

// The translated paths exactly as the spec gives them; one questionnaire is the front page's link.
describe('questionnaires paths', () => {
  it.each([
    ['fi', '/fi/kyselyt', '/fi/kyselyt/12'],
    ['sv', '/sv/rundfraga', '/sv/rundfraga/12'],
    ['en', '/en/questionnaires', '/en/questionnaires/12'],
  ] as const)('in %s: list %s, one %s', (lang, list, one) => {
    expect(pagePaths.questionnaires.list(lang)).toBe(list);
    expect(pagePaths.questionnaires.list(lang)).toBe(list);
    expect(pagePaths.questionnaires.questionnaire(lang, 12)).toBe(one);
  });
});

describe('questionnaires routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(questionnairesRoutes, lang);
    expect(routes).toHaveLength(2);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String), access: 'signed-in' }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of questionnairesRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
