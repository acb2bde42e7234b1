import { parse } from '@formatjs/icu-messageformat-parser';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const catalog = /libs\/shared\/i18n\/src\/catalogs\/(fi|sv|en)\.json$/;
const prefix = '\0compiled-catalog:';

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
      if (!source.endsWith('.json') || source.startsWith(prefix)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const lang = resolved ? catalog.exec(resolved.id)?.[1] : undefined;
      if (!resolved || !lang) return null;
      files.set(lang, resolved.id);
      return `${prefix}${lang}`;
    },
    async load(id) {
      const file = id.startsWith(prefix) ? files.get(id.slice(prefix.length)) : undefined;
      if (!file) return null;
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
