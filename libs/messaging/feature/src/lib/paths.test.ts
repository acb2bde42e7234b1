import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { messagingPaths } from './paths';
import { messagingRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('messaging paths', () => {
  it.each([
    ['conversations', 'fi', "/fi/viestit"],
    ['conversations', 'sv', "/sv/meddelanden"],
    ['conversations', 'en', "/en/conversations"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(messagingPaths[builder](lang)).toBe(expected);
  });
});

describe('messaging routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(messagingRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of messagingRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
