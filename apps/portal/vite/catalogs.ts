import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import catalogFiles from './catalog-files.cjs';

const { catalogIds, readCatalog } = catalogFiles;

const virtualPrefix = 'virtual:portal-catalog/';
const plainPrefix = '\0portal-catalog:';
const prefix = '\0compiled-catalog:';
const restPrefix = '\0compiled-catalog-rest:';

/**
 * The message scopes (the id's first word) that the app's frame and the first pages (the front
 * page and the transaction path) use. Their messages are the catalog module itself; every other
 * scope (the sections' pages) is in a second chunk, the module's `rest`, which the portal loads
 * after the first page and before any other page (loadAllMessages in @portal/shared/i18n), so
 * a new section's messages never weigh on the first page.
 */
export const FIRST_PAGE_SCOPES: ReadonlySet<string> = new Set(['app', 'footer', 'home', 'nav', 'notFound', 'section', 'session', 'ui']);

/** Splits a catalog into the first page's messages and the rest. */
export function splitCatalog<T>(messages: Record<string, T>): { firstPage: Record<string, T>; rest: Record<string, T> } {
  const firstPage: Record<string, T> = {};
  const rest: Record<string, T> = {};
  for (const [id, message] of Object.entries(messages)) {
    (FIRST_PAGE_SCOPES.has(id.split('.', 1)[0] ?? '') ? firstPage : rest)[id] = message;
  }
  return { firstPage, rest };
}

function isCatalogId(value: string): boolean {
  return (catalogIds as readonly string[]).includes(value);
}

/**
 * The modules `virtual:portal-catalog/<fi|sv|en|pseudo>`: one language's messages of every
 * project, each of which keeps them beside its code in src/translations (joined by
 * apps/portal/vite/catalog-files.cjs, which refuses an id defined twice). A text of one domain is thus a
 * change to that domain's project alone, and the host joins them here.
 *
 * With `precompiled`, production builds ship the catalogs already parsed (ICU syntax trees) and
 * leave the ICU parser out of the bundle. The catalog check (npm run i18n:check) guarantees every
 * message is in every catalog, so nothing is ever parsed in the browser; a syntax error fails the
 * build. Each language is then split: the module holds the first page's scopes and `rest` loads
 * the others. Development and Storybook get the whole catalog as plain ICU strings.
 */
export function portalCatalogs({ precompiled = false }: { precompiled?: boolean } = {}): Plugin {
  let compile = false;
  return {
    name: 'portal-catalogs',
    enforce: 'pre',
    config: (_config, { command }) =>
      precompiled && command === 'build'
        ? {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
                },
              ],
            },
          }
        : undefined,
    configResolved(config) {
      compile = precompiled && config.command === 'build';
    },
    resolveId(source) {
      if (source.startsWith(restPrefix) || source.startsWith(prefix) || source.startsWith(plainPrefix)) return source;
      if (!source.startsWith(virtualPrefix)) return null;
      const id = source.slice(virtualPrefix.length);
      if (!isCatalogId(id)) return null;
      // The pseudo-locale is already compiled to syntax trees and only shown in development.
      return compile && id !== 'pseudo' ? `${prefix}${id}` : `${plainPrefix}${id}`;
    },
    load(moduleId) {
      const rest = moduleId.startsWith(restPrefix);
      const [start] = [restPrefix, prefix, plainPrefix].filter((p) => moduleId.startsWith(p));
      if (start === undefined) return null;
      const id = moduleId.slice(start.length);
      const { messages, files } = readCatalog(id);
      files.forEach((file) => this.addWatchFile(file));
      if (start === plainPrefix) return `export default ${JSON.stringify(messages)};`;
      const parts = splitCatalog(Object.fromEntries(Object.entries(messages as Record<string, string>).map(([key, text]) => [key, parse(text)])));
      if (rest) return `export default ${JSON.stringify(parts.rest)};`;
      return `export default ${JSON.stringify(parts.firstPage)};\nexport const rest = () => import(${JSON.stringify(`${restPrefix}${id}`)});`;
    },
  };
}
