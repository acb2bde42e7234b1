/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAGE_SCOPES, splitCatalog } from './precompiled-messages';

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
