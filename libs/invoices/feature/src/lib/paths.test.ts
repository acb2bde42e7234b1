import type { Lang } from '@portal/shared/i18n';
import { languages, toRouteObjects } from '@portal/shared/i18n';
import { invoicesPaths } from './paths';
import { invoicesRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('invoices paths', () => {
  it.each([
    ['invoices', 'fi', "/fi/laskut"],
    ['invoices', 'sv', "/sv/fakturor"],
    ['invoices', 'en', "/en/invoices"],
  ] as const)('%s in %s is %s', (builder, lang, expected) => {
    expect(invoicesPaths[builder](lang)).toBe(expected);
  });
});

describe('invoices routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(invoicesRoutes, lang);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.lazy).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of invoicesRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});
