import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { questionnairesPaths } from './paths';
import { questionnairesRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('questionnaires paths', () => {
  it.each([
    ['questionnaires', 'fi', "/fi/kyselyt"],
    ['questionnaires', 'sv', "/sv/rundfraga"],
    ['questionnaires', 'en', "/en/questionnaires"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(questionnairesPaths[builder](lang)).toBe(expected);
  });
});

describe('questionnaires routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(questionnairesRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of questionnairesRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
