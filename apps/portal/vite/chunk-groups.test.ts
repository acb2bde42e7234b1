/** @jest-environment node */
import type { Rollup } from 'vite';
import { chunkGroups, FIRST_PAGE_LAZY_MODULES, firstPageModules, SHARED_BY } from './chunk-groups';

const homePage = `/repo/${FIRST_PAGE_LAZY_MODULES[0]}`;
const finnishCatalog = '\0compiled-catalog:fi';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry: false, facadeModuleId: moduleIds.at(-1) ?? null, ...extra } as Rollup.OutputChunk;
}

function output(...chunks: Rollup.OutputChunk[]): Rollup.RollupOutput {
  return { output: chunks } as unknown as Rollup.RollupOutput;
}

describe('firstPageModules', () => {
  it('takes the modules of the entry, the front pages and the Finnish catalog, with the chunks they import', () => {
    const modules = firstPageModules(
      output(
        chunk('index.js', ['/repo/main.tsx', '/repo/router.tsx'], ['core.js'], { isEntry: true }),
        chunk('core.js', ['/repo/react-dom.js']),
        chunk('home.js', ['/repo/notice.tsx', homePage], ['link.js']),
        chunk('link.js', ['/repo/link.tsx']),
        chunk('fi.js', [finnishCatalog]),
        chunk('sv.js', ['\0compiled-catalog:sv']),
        chunk('booking.js', ['/repo/libs/booking/feature/src/lib/pages/appointment-list-page.tsx'], ['select.js']),
        chunk('select.js', ['/repo/select.tsx']),
      ),
    );
    expect([...modules].sort()).toEqual([finnishCatalog, '/repo/link.tsx', '/repo/main.tsx', '/repo/notice.tsx', '/repo/react-dom.js', '/repo/router.tsx', homePage].sort());
  });

  it('reads only chunks, and follows an import once', () => {
    const looped = output(chunk('index.js', ['/repo/main.tsx'], ['a.js'], { isEntry: true }), chunk('a.js', ['/repo/a.ts'], ['index.js']));
    looped.output.push({ type: 'asset', fileName: 'index.css' } as unknown as Rollup.OutputAsset);
    expect([...firstPageModules(looped)].sort()).toEqual(['/repo/a.ts', '/repo/main.tsx']);
  });
});

/** The groups, with the plugin's view of the module graph: `lazy` are imported with import(). */
function groupsFor(firstPage: Set<string> | undefined, lazy: string[]) {
  const { plugin, groups } = chunkGroups(firstPage);
  const graph: Record<string, string[]> = { '/repo/main.tsx': lazy };
  const context = { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: (id: string) => ({ dynamicallyImportedIds: graph[id] ?? [] }) };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  return groups as { name: unknown; test?: (id: string) => boolean; minShareCount?: number; tags?: string[] }[];
}

describe('chunkGroups', () => {
  const page = '/repo/libs/booking/feature/src/lib/pages/appointment-list-page.tsx';
  const frontModule = '/repo/libs/shared/ui/src/lib/link/link.tsx';
  const select = '/repo/node_modules/react-aria-components/dist/private/Select.mjs';

  it('keeps only the entry’s group without the first pass (the development server and the first pass itself)', () => {
    expect(groupsFor(undefined, [page])).toEqual([{ name: 'initial', tags: ['$initial'] }]);
  });

  it('puts the first page’s modules into `front` and the others many pages share into `shared`', () => {
    const [initial, front, shared, ...more] = groupsFor(new Set([frontModule, homePage, finnishCatalog]), [page, homePage, finnishCatalog]);
    expect(more).toEqual([]);
    expect(initial).toEqual({ name: 'initial', tags: ['$initial'] });
    expect(front?.name).toBe('front');
    expect(front?.test?.(frontModule)).toBe(true);
    expect(front?.test?.(select)).toBe(false);
    expect(shared?.name).toBe('shared');
    expect(shared?.minShareCount).toBe(SHARED_BY);
    expect(shared?.test?.(select)).toBe(true);
    // Nothing the first page loads may pull the shared chunk into it.
    expect(shared?.test?.(frontModule)).toBe(false);
  });

  it('never groups a lazily loaded module or a catalog, so each stays a chunk loaded only where it is used', () => {
    const [, front, shared] = groupsFor(new Set([homePage, finnishCatalog]), [page, homePage, finnishCatalog]);
    for (const id of [page, homePage, finnishCatalog, '\0compiled-catalog:sv']) {
      expect(front?.test?.(id)).toBe(false);
      expect(shared?.test?.(id)).toBe(false);
    }
  });
});
