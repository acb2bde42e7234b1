import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { mfaRoutes } from './routes';

/** The builders of this domain's pages, by the names the table below uses. */
const builders = {
  authentication: pagePaths.mfa.authentication,
} as const;

// The translated paths exactly as the spec gives them.
describe('mfa paths', () => {
  it.each([
    ['authentication', 'fi', "/fi/tunnistautuminen"],
    ['authentication', 'sv', "/sv/behorighetskontroll"],
    ['authentication', 'en', "/en/authentication"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(builders[builder](lang)).toBe(expected);
  });
});

describe('mfa routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(mfaRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of mfaRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
