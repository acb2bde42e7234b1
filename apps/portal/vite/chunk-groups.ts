import type { Plugin, Rollup } from 'vite';

/** The catalogs' modules (a chunk a language, loaded by the language's pages): never grouped. */
const CATALOG = /catalog/;

/**
 * The modules the first page (/fi: the front page, or the transaction path for a visitor) loads on
 * demand, as the ends of their ids: the front pages and the Finnish catalog. tools/bundle-budget.mjs
 * counts the same modules.
 */
export const FIRST_PAGE_LAZY_MODULES = ['libs/home/feature/src/lib/pages/home-page.tsx', 'libs/home/feature/src/lib/pages/transaction-path-page.tsx', 'compiled-catalog:fi'];

/**
 * A module that at least this many of the lazily loaded modules (pages and panels loaded on
 * demand) use goes into the one shared chunk. Measured over HTTP/1.1 (docs/measurements.md,
 * 8.12.2026): at 10 the booking list still needed 24 files and scored 89; at 6, 12 files and 92;
 * at 4 and below every page loaded 80-150 KB it did not use, and the light pages lost.
 */
export const SHARED_BY = 6;

/**
 * Every module in the first page's chunks of a build made without these groups: its entry's chunk
 * and the chunks of FIRST_PAGE_LAZY_MODULES, with the chunks they import. Only the built chunks
 * tell it: the module graph before tree-shaking counts every component of the design system's
 * index as the front page's.
 */
export function firstPageModules(output: Rollup.RollupOutput): Set<string> {
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stack = chunks.filter((chunk) => chunk.isEntry || FIRST_PAGE_LAZY_MODULES.some((end) => chunk.facadeModuleId?.endsWith(end)));
  const seen = new Set<Rollup.OutputChunk>();
  while (stack.length > 0) {
    const chunk = stack.pop() as Rollup.OutputChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) stack.push(imported);
    }
  }
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}

/**
 * How the portal's code is split into files beyond the entry's. Left to the bundler, a module went
 * into a chunk of its own for each set of lazily loaded modules that share it: the booking list
 * needed 43 files of 0.2-19 KB, each a round trip of its own over HTTP/1.1. Here:
 *
 * 1. everything the entry needs statically stays in the entry's one chunk;
 * 2. what the first page's lazily loaded modules need besides is one chunk (`front`), a few KB
 *    that most pages need as well;
 * 3. what many other lazily loaded modules share (the design system's fields and overlays,
 *    valibot, dayjs, react-aria's core, the contracts) is one chunk (`shared`), which the first
 *    page does not load;
 * 4. the rest is split by the bundler as before.
 *
 * A lazily loaded module itself is never grouped, so it stays a chunk of its own and loads only
 * where it is used; the plugin learns them from the module graph before the chunks are made.
 * `firstPage` comes from a first build without the groups (firstPageModules); without it, only
 * the entry's group is made.
 */
export function chunkGroups(firstPage: ReadonlySet<string> | undefined) {
  const lazy = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-chunk-groups',
    apply: 'build',
    buildEnd() {
      lazy.clear();
      for (const id of this.getModuleIds()) {
        for (const imported of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazy.add(imported);
      }
    },
  };
  const groupable = (id: string) => !lazy.has(id) && !CATALOG.test(id);
  const initial = { name: 'initial', tags: ['$initial' as const] };
  const groups = firstPage
    ? [
        initial,
        { name: 'front', test: (id: string) => groupable(id) && firstPage.has(id) },
        { name: 'shared', minShareCount: SHARED_BY, test: (id: string) => groupable(id) && !firstPage.has(id) },
      ]
    : [initial];
  return { plugin, groups };
}
