/** @jest-environment node */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import catalogFiles from './catalog-files.cjs';
import { FIRST_PAGE_SCOPES, portalCatalogs, splitCatalog } from './catalogs';

const root = join(__dirname, '../../..');

/** The message ids defined under a folder (`id: 'scope.name'` in defineMessages), leaving out the folders `except`. */
function messageIdsUnder(folder: string, except: readonly string[] = []): string[] {
  const ids: string[] = [];
  const skipped = new Set(except.map((dir) => join(root, dir)));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(path)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bid: '([\w-]+\.[\w.-]+)'/g)) ids.push(match[1] ?? '');
      }
    }
  };
  walk(join(root, folder));
  return ids;
}

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

/** Every project's messages joined, as the build joins them. */
const catalogs = Object.fromEntries(
  (['en', 'fi', 'sv'] as const).map((lang) => [lang, catalogFiles.readCatalog(lang).messages as Record<string, string>]),
);

describe('the joined message catalogs', () => {
  const english = catalogs['en'] ?? {};
  const ids = Object.keys(english);

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
      return text === undefined || placeholders(text).join() !== placeholders(english[id] ?? '').join();
    });
    expect(differing).toEqual([]);
  });
});

describe('the catalog split', () => {
  it('puts the first pages’ scopes in the catalog module and every section’s in the rest', () => {
    const { firstPage, rest } = splitCatalog({ 'home.greeting': 1, 'ui.close': 2, 'invoices.title': 3, 'booking.title': 4, 'nav.home': 5 });
    expect(firstPage).toEqual({ 'home.greeting': 1, 'ui.close': 2, 'nav.home': 5 });
    expect(rest).toEqual({ 'invoices.title': 3, 'booking.title': 4 });
  });

  // The consent form is a ui component that only the sections' pages show (booking's consent page and
  // my information), which load with the whole catalog: its `consent` scope stays in the rest. The
  // front page's SMS onboarding box waits for the rest of the catalog before it shows.
  const sectionsOnlyUi = ['libs/shared/ui/src/lib/consent-form', 'libs/home/feature/src/lib/components/sms-onboarding'];

  // The app's frame and the first pages show before the rest of the catalog has loaded: a message
  // of theirs in another scope would show as its id. Design-system parts that only the sections'
  // pages show (the calendar, code input, pagination, text area, select, the choice group)
  // have the `sectionUi` scope and load with the rest.
  it.each(['apps/portal/src', 'libs/home/feature/src', 'libs/shared/ui/src', 'libs/shared/i18n/src/lib'])(
    'has every message of %s in the first part',
    (folder) => {
      const ids = messageIdsUnder(folder, sectionsOnlyUi).filter((id) => !id.startsWith('sectionUi.'));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => !FIRST_PAGE_SCOPES.has(id.split('.')[0] ?? ''))).toEqual([]);
    },
  );

  it('keeps the sectionUi scope to the design system and out of the first part', () => {
    expect(FIRST_PAGE_SCOPES.has('sectionUi')).toBe(false);
    expect(messageIdsUnder('libs/shared/ui/src').filter((id) => id.startsWith('sectionUi.')).length).toBeGreaterThan(0);
    for (const folder of ['apps/portal/src', 'libs/home/feature/src']) {
      expect(messageIdsUnder(folder).filter((id) => id.startsWith('sectionUi.'))).toEqual([]);
    }
  });

  it('leaves the sections’ messages to the rest', () => {
    for (const folder of ['libs/invoices/feature/src', 'libs/booking/feature/src', 'libs/appointments/feature/src', ...sectionsOnlyUi]) {
      expect(messageIdsUnder(folder).filter((id) => FIRST_PAGE_SCOPES.has(id.split('.')[0] ?? ''))).toEqual([]);
    }
  });
});

describe('joining the projects’ catalogs', () => {
  it('joins every project’s file of a language, each project its own messages', () => {
    const { messages, files } = catalogFiles.readCatalog('fi');
    expect(files.map((file) => file.slice(root.length + 1))).toEqual(
      expect.arrayContaining(['apps/portal/src/translations/fi.json', 'libs/booking/feature/src/translations/fi.json', 'libs/shared/ui/src/translations/fi.json']),
    );
    const booking = JSON.parse(readFileSync(join(root, 'libs/booking/feature/src/translations/fi.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(booking).length).toBeGreaterThan(0);
    expect(Object.keys(booking).filter((id) => !id.startsWith('booking.'))).toEqual([]);
    for (const [id, text] of Object.entries(booking)) expect(messages[id]).toBe(text);
  });

  it('refuses a message id that two projects define', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
    try {
      const one = join(dir, 'one.json');
      const other = join(dir, 'other.json');
      writeFileSync(one, JSON.stringify({ 'booking.title': 'Ajanvaraus' }));
      writeFileSync(other, JSON.stringify({ 'invoices.title': 'Laskut', 'booking.title': 'Varaa aika' }));
      expect(catalogFiles.joinCatalogs([one]).messages).toEqual({ 'booking.title': 'Ajanvaraus' });
      expect(() => catalogFiles.joinCatalogs([one, other])).toThrow(/booking\.title is in .*one\.json and in .*other\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the catalog modules', () => {
  type Hook = (this: { addWatchFile: (file: string) => void }, id: string) => string | null;

  /** The plugin as Vite runs it for a command, with the files it asks to watch. */
  function pluginFor(command: 'build' | 'serve', options?: Parameters<typeof portalCatalogs>[0]) {
    const plugin: Plugin = portalCatalogs(options);
    (plugin.configResolved as (config: Pick<ResolvedConfig, 'command'>) => void)({ command });
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => void watched.push(file) };
    const resolve = (id: string) => (plugin.resolveId as Hook).call(context, id);
    const load = (id: string) => (plugin.load as Hook).call(context, id);
    return { plugin, resolve, load, watched };
  }

  it('serves the whole catalog as plain ICU strings in development and Storybook, watching every project’s file', () => {
    const { resolve, load, watched } = pluginFor('serve', { precompiled: true });
    const id = resolve('virtual:portal-catalog/sv');
    expect(id).toBe('\0portal-catalog:sv');
    expect(load(id ?? '')).toBe(`export default ${JSON.stringify(catalogFiles.readCatalog('sv').messages)};`);
    expect(watched).toEqual(catalogFiles.catalogFiles('sv'));
    expect(resolve('virtual:portal-catalog/de')).toBeNull();
    expect(resolve('./other.json')).toBeNull();
  });

  it('precompiles and splits a language in the production build, leaving the pseudo-locale whole', () => {
    const { resolve, load } = pluginFor('build', { precompiled: true });
    const id = resolve('virtual:portal-catalog/fi');
    expect(id).toBe('\0compiled-catalog:fi');
    const first = load(id ?? '') ?? '';
    expect(first).toContain('export const rest = () => import("\\u0000compiled-catalog-rest:fi")');
    const firstMessages = JSON.parse(/^export default (.*);$/m.exec(first)?.[1] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(firstMessages).length).toBeGreaterThan(0);
    expect(Object.keys(firstMessages).filter((key) => !FIRST_PAGE_SCOPES.has(key.split('.')[0] ?? ''))).toEqual([]);
    // Parsed: an ICU syntax tree, not a string.
    expect(Object.values(firstMessages).every(Array.isArray)).toBe(true);
    const rest = load(resolve('\0compiled-catalog-rest:fi') ?? '') ?? '';
    const restMessages = JSON.parse(/^export default (.*);$/.exec(rest)?.[1] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(firstMessages).length + Object.keys(restMessages).length).toBe(Object.keys(catalogFiles.readCatalog('fi').messages).length);
    expect(resolve('virtual:portal-catalog/pseudo')).toBe('\0portal-catalog:pseudo');
  });

  it('leaves the catalogs plain in a build that does not ask for them precompiled (Storybook)', () => {
    const { resolve } = pluginFor('build');
    expect(resolve('virtual:portal-catalog/en')).toBe('\0portal-catalog:en');
  });
});
