import en from 'virtual:portal-catalog/en';
import type { Messages } from './catalogs';
import { allMessages, loadAllMessages, subscribeToCatalogs, wholeCatalog } from './catalogs';

describe('loading a catalog in two parts', () => {
  it('joins the first part and the rest of a split catalog, leaving the first part, which the first page shows, as it was', async () => {
    const first = { 'home.title': 'Etusivu' };
    const rest = { 'invoices.title': 'Laskut' };
    expect(await wholeCatalog({ default: first, rest: () => Promise.resolve({ default: rest }) })).toEqual({
      'home.title': 'Etusivu',
      'invoices.title': 'Laskut',
    });
    expect(first).toEqual({ 'home.title': 'Etusivu' });
    // Development and tests: the JSON module is the whole catalog.
    expect(await wholeCatalog({ default: first })).toBe(first);
  });

  it('records the whole catalog and tells the subscribers before its loaders resume', async () => {
    const seen: (Messages | undefined)[] = [];
    const unsubscribe = subscribeToCatalogs(() => seen.push(allMessages('en')));
    expect(allMessages('en')).toBeUndefined();
    const whole = await loadAllMessages('en');
    expect(whole).toEqual(en);
    expect(seen).toEqual([whole]);
    expect(allMessages('en')).toBe(whole);
    // Loaded once.
    expect(await loadAllMessages('en')).toBe(whole);
    expect(seen).toHaveLength(1);
    unsubscribe();
  });
});
