import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { sicknessFundRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  sicknessFund: pagePaths.sicknessFund.page,
} as const;

// The translated paths exactly as the spec gives them.
describe('sickness-fund paths', () => {
  it.each([
    ['sicknessFund', 'fi', "/fi/sairauskassa"],
    ['sicknessFund', 'sv', "/sv/sairauskassa"],
    ['sicknessFund', 'en', "/en/sairauskassa"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });
});

describe('sickness-fund routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(sicknessFundRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of sicknessFundRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
