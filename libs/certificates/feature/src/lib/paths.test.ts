import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { certificatesRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  certificates: pagePaths.certificates.list,
} as const;

// The translated paths exactly as the spec gives them.
describe('certificates paths', () => {
  it.each([
    ['certificates', 'fi', "/fi/todistukset"],
    ['certificates', 'sv', "/sv/certifikat"],
    ['certificates', 'en', "/en/certificates"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });
});

describe('certificates routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(certificatesRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of certificatesRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
