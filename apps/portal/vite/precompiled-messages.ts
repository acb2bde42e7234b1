import { parse } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const catalog = /libs\/shared\/i18n\/src\/catalogs\/(fi|sv|en)\.json$/;
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

/**
 * Production builds ship the message catalogs already parsed (ICU syntax trees) and leave the
 * ICU parser out of the bundle. The catalog check (npm run i18n:check) guarantees every message
 * is in every catalog, so nothing is ever parsed in the browser; a syntax error fails the build.
 */
export function precompiledMessages(): Plugin {
  // Virtual ids must not end in .json, or Vite's JSON plugin would parse the compiled module.
  const files = new Map<string, string>();
  return {
    name: 'portal-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async resolveId(source, importer, options) {
      if (source.startsWith(restPrefix)) return source;
      if (!source.endsWith('.json') || source.startsWith(prefix)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const lang = resolved ? catalog.exec(resolved.id)?.[1] : undefined;
      if (!resolved || !lang) return null;
      files.set(lang, resolved.id);
      return `${prefix}${lang}`;
    },
    async load(id) {
      const rest = id.startsWith(restPrefix);
      const lang = id.startsWith(prefix) ? id.slice(prefix.length) : rest ? id.slice(restPrefix.length) : undefined;
      const file = lang === undefined ? undefined : files.get(lang);
      if (!file) return null;
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const parts = splitCatalog(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)])));
      if (rest) return `export default ${JSON.stringify(parts.rest)};`;
      return `export default ${JSON.stringify(parts.firstPage)};\nexport const rest = () => import(${JSON.stringify(`${restPrefix}${lang}`)});`;
    },
  };
}
