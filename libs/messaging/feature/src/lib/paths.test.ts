import { pagePaths } from '@portal/shared/util';
import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { messagingRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('messaging paths', () => {
  it.each([
    ['fi', '/fi/viestit', '/fi/viestit/uusi', '/fi/viestit/12', '/fi/viestit?page=2'],
    ['sv', '/sv/meddelanden', '/sv/meddelanden/ny', '/sv/meddelanden/12', '/sv/meddelanden?page=2'],
    ['en', '/en/conversations', '/en/conversations/new', '/en/conversations/12', '/en/conversations?page=2'],
  ] as const)('in %s: list %s, new %s, one %s, a page %s', (lang, list, created, one, paged) => {
    expect(pagePaths.messaging.list(lang)).toBe(list);
    expect(pagePaths.messaging.list(lang)).toBe(list);
    expect(pagePaths.messaging.newConversation(lang)).toBe(created);
    expect(pagePaths.messaging.conversation(lang, '12')).toBe(one);
    expect(pagePaths.messaging.list(lang, 2)).toBe(paged);
  });
});

describe('messaging routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(messagingRoutes, lang);
    expect(routes).toHaveLength(3);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String), access: 'signed-in' }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of messagingRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
