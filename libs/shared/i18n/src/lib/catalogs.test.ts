import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '../catalogs/en.json';
import type { Messages } from './catalogs';
import { allMessages, loadAllMessages, subscribeToCatalogs, wholeCatalog } from './catalogs';
import fi from '../catalogs/fi.json';
import sv from '../catalogs/sv.json';

const catalogs: Record<string, Record<string, string>> = { en, fi, sv };

function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) names.add(el.value);
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        names.add(el.value);
        Object.values(el.options).forEach((option) => walk(option.value));
      }
      if (el.type === TYPE.tag) {
        names.add(el.value);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  const ids = Object.keys(en);

  it('has messages to check', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  it.each(['fi', 'sv'])('%s has every key of the English catalog and no other', (lang) => {
    const catalog = catalogs[lang] ?? {};
    expect(Object.keys(catalog).sort()).toEqual([...ids].sort());
  });

  it.each(['en', 'fi', 'sv'])('%s has no empty messages', (lang) => {
    const empty = Object.entries(catalogs[lang] ?? {}).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['fi', 'sv'])('%s uses the same placeholders as English', (lang) => {
    const catalog = catalogs[lang] ?? {};
    const differing = ids.filter((id) => {
      const text = catalog[id];
      return text === undefined || placeholders(text).join() !== placeholders(en[id as keyof typeof en]).join();
    });
    expect(differing).toEqual([]);
  });
});

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
