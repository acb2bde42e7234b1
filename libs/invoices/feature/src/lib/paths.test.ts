import { pagePaths, routePatterns } from '@portal/shared/util';
import type { Lang, LocalizedRouteHandle } from '@portal/shared/i18n';
import { languages, switchLanguagePath, toRouteObjects } from '@portal/shared/i18n';
import { decodeSaveAction } from '@portal/shared/contracts';
import { linkedPaths } from './linked-paths';
import { invoicesRoutes } from './routes';

// The translated paths exactly as the spec gives them.
describe('invoices paths', () => {
  it.each([
    ['fi', '/fi/laskut', '/fi/laskut/yhteenveto/12', '/fi/maksa/41000007', '/fi/maksu/12', '/fi/maksa-kaynti'],
    ['sv', '/sv/fakturor', '/sv/fakturor/oversikt/12', '/sv/betala/41000007', '/sv/betalning/12', '/sv/betala-besok'],
    ['en', '/en/invoices', '/en/invoices/summary/12', '/en/pay/41000007', '/en/payment/12', '/en/pay-visit'],
  ] as const)('in %s', (lang, list, summary, pay, payment, payVisit) => {
    expect(pagePaths.invoices.list(lang)).toBe(list);
    expect(pagePaths.invoices.summary(lang, 12)).toBe(summary);
    expect(pagePaths.invoices.pay(lang, '41000007')).toBe(pay);
    expect(pagePaths.invoices.payment(lang, 12)).toBe(payment);
    expect(pagePaths.invoices.payVisit(lang)).toBe(payVisit);
  });

  it('puts a page after the first in the query', () => {
    expect(pagePaths.invoices.list('fi', 0)).toBe('/fi/laskut');
    expect(pagePaths.invoices.list('sv', 2)).toBe('/sv/fakturor?page=2');
  });

  it('keeps the id of the summary when the language changes', () => {
    const matches = [{ handle: { section: 'invoices', pageId: 'invoice-summary', paths: routePatterns.invoiceSummaryPage }, params: { invoiceId: '12' } }];
    expect(switchLanguagePath(matches, 'sv')).toBe('/sv/fakturor/oversikt/12');
  });
});

describe('invoices routes', () => {
  it.each(languages)('every route has a page and a page id in %s', (lang: Lang) => {
    const routes = toRouteObjects(invoicesRoutes, lang);
    expect(routes).toHaveLength(5);
    for (const route of routes) {
      expect(route.element).toBeDefined();
      expect(route.handle).toEqual(expect.objectContaining({ pageId: expect.any(String) }));
    }
  });

  it('needs a session for every page of the section', () => {
    const handles = toRouteObjects(invoicesRoutes, 'fi').map((route) => route.handle as LocalizedRouteHandle);
    expect(Object.fromEntries(handles.map((handle) => [handle.pageId, [handle.section, handle.access]]))).toEqual({
      invoices: ['invoices', 'signed-in'],
      'invoice-summary': ['invoices', 'signed-in'],
      pay: ['invoices', 'signed-in'],
      payment: ['invoices', 'signed-in'],
      'pay-visit': ['invoices', 'signed-in'],
    });
  });

  it('loads a page component for every route', async () => {
    for (const route of invoicesRoutes) {
      const loaded = await route.lazy();
      expect(loaded).toEqual({ Component: expect.any(Function) });
    }
  });
});

describe('linked paths', () => {
  it('leads to my information with the saveAction that returns to the invoice', () => {
    const url = new URL(linkedPaths.myInformationToPay('fi', '41000007'), 'http://localhost');
    expect(url.pathname).toBe('/fi/omat-tiedot');
    expect(decodeSaveAction(url.searchParams.get('saveAction'))).toEqual({ type: 'go-to-invoice-page', invoiceNumber: '41000007' });
  });

  it('goes to the front page', () => {
    expect(pagePaths.home.front('sv')).toBe('/sv');
  });
});
