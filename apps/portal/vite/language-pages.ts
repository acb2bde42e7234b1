import type { Plugin, Rollup } from 'vite';
// By path: Vite bundles its configuration without the workspace's aliases. Pure data, the same
// patterns the portal routes by.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { routePatterns } from '../../../libs/shared/util/src/lib/paths/route-patterns';
import type { BrandConfig } from '../src/config/brand-config';
import { chunkClosure } from './loaded-preloads';

type Lang = keyof BrandConfig['name'];
const langs: readonly Lang[] = ['fi', 'sv', 'en'];
/** `/` and addresses outside every language render in Finnish (routes.tsx), so index.html is Finnish. */
const defaultLang: Lang = 'fi';

/** The file the server sends for a page address in `lang` (portal-static.ts picks it by the address's first segment). */
export function languagePageFile(lang: string): string {
  return lang === defaultLang ? 'index.html' : `index.${lang}.html`;
}

/** The placeholders of index.html, filled in for one language of the brand. */
export function fillPlaceholders(html: string, brand: BrandConfig, lang: Lang): string {
  const values: Record<string, string> = {
    PORTAL_LANG: lang,
    PORTAL_BRAND_TOKENS: brand.theme.tokens,
    PORTAL_TITLE: brand.name[lang],
  };
  return html.replace(/%(PORTAL_[A-Z_]+)%/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`index.html: unknown placeholder ${placeholder}`);
    return value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  });
}

/**
 * The language's catalog chunk and what it imports beyond the entry: the files a page in that
 * language waits for before its first texts, which the entry would only ask for once it runs.
 * `whole` adds the catalog's rest (catalogs.ts): the sections' messages, which every
 * page but the front page's waits for before it shows, and which the entry would otherwise ask
 * for only once it has run and matched the address (for the login page, a round trip of its own
 * after the entry's evaluation, just before its first paint).
 */
export function catalogPreloads(bundle: Rollup.OutputBundle, lang: Lang, { whole = false }: { whole?: boolean } = {}): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('language pages: the build has no entry');
  const loaded = chunkClosure(bundle, entry.fileName);
  const modules = [`\0compiled-catalog:${lang}`, ...(whole ? [`\0compiled-catalog-rest:${lang}`] : [])];
  return [
    ...new Set(
      modules.flatMap((module) => {
        const catalog = chunks.find((chunk) => chunk.facadeModuleId === module);
        if (!catalog) throw new Error(`language pages: the build has no chunk for ${module.slice(1)}`);
        return [...chunkClosure(bundle, catalog.fileName)].filter((file) => !loaded.has(file));
      }),
    ),
  ];
}

/**
 * The pages visitors most often land on first, from the clinic's site, a search engine or a
 * shared link, with no portal page before them: the front page's address, where the app sends
 * an anonymous visitor to the transaction path (a signed-in patient's front page loads its own
 * code once the session is known, and the transaction path's 1-2 KB go unused), the login page
 * and the private customers' booking list. Each module is a page's lazily loaded module; its
 * address in each language (without the leading slash) is where it is the first page.
 * `firstPage` marks the page that shows with the first part of the catalog alone (its route's
 * `firstPage`): its page leaves the catalog's rest out. Every other page, and the language's page
 * that serves the addresses without a page of their own, preloads the whole catalog.
 */
export const landingPages: readonly { module: string; paths: Readonly<Record<Lang, string>>; firstPage?: true }[] = [
  { module: 'libs/home/feature/src/lib/pages/transaction-path-page.tsx', paths: addressIn(), firstPage: true },
  { module: 'libs/account/feature/src/lib/pages/login-page.tsx', paths: addressIn(routePatterns.login) },
  {
    module: 'libs/booking/feature/src/lib/pages/appointment-list-page.tsx',
    paths: addressIn(routePatterns.bookingCustomerType('private')),
  },
];

/** The address of a route pattern without parameters in each language, after the language (`en/booking/…`). */
function addressIn(pattern?: Partial<Readonly<Record<Lang, string>>>): Record<Lang, string> {
  const address = (lang: Lang) => {
    if (!pattern) return lang;
    const path = pattern[lang];
    if (path === undefined) throw new Error(`A landing page has no address in ${lang}`);
    return `${lang}/${path}`;
  };
  return { fi: address('fi'), sv: address('sv'), en: address('en') };
}

/** The file the server sends for a landing page's address (portal-static.ts picks it by the whole path). */
export function landingPageFile(path: string): string {
  return `pages/${path}.html`;
}

/**
 * What a landing page's module needs beyond the entry: its chunk with the chunks it imports.
 * Preloaded by the page's HTML, they load beside the entry instead of after the entry has run and
 * matched the address. (Their CSS is in the build's one style sheet, which every page links.)
 */
export function landingPagePreloads(bundle: Rollup.OutputBundle, module: string): { scripts: string[] } {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!entry || !page) throw new Error(`landing pages: the build has no entry or no chunk for ${module}`);
  const loaded = chunkClosure(bundle, entry.fileName);
  return { scripts: [...chunkClosure(bundle, page.fileName)].filter((file) => !loaded.has(file)) };
}

/**
 * index.html in each language (the build writes index.html for Finnish, index.sv.html and
 * index.en.html): the right `lang` and the brand's name as the title in that language from the
 * first byte, and a preload of the language's whole catalog, so that it loads beside the entry
 * instead of after the entry has run. The development server serves the Finnish page for every
 * address.
 *
 * The landing pages get a page of their own in each language (pages/{address}.html): the
 * language's page with the landing page's code preloaded as well, and the front page's without
 * the catalog's rest.
 */
export function languagePages(brand: BrandConfig): Plugin {
  const templates = new Map<string, string>();
  let base = '/';
  const withPreloads = (html: string, files: string[]) =>
    html.replace('</head>', `${files.map((file) => `  <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('')}  </head>`);
  return {
    name: 'portal-language-pages',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return fillPlaceholders(html, brand, defaultLang);
        // Kept with its placeholders for the other languages, which are written beside it.
        templates.set(context.filename, html);
        return withPreloads(fillPlaceholders(html, brand, defaultLang), catalogPreloads(context.bundle, defaultLang, { whole: true }));
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const template = [...templates.values()][0];
        if (templates.size !== 1 || template === undefined) throw new Error('language pages: expected one index.html');
        // The language's page, with the catalog and anything else preloaded.
        const page = (lang: Lang, whole: boolean, scripts: string[] = []) =>
          withPreloads(fillPlaceholders(template, brand, lang), [...catalogPreloads(bundle, lang, { whole }), ...scripts]);
        for (const lang of langs.filter((one) => one !== defaultLang)) {
          this.emitFile({ type: 'asset', fileName: languagePageFile(lang), source: page(lang, true) });
        }
        for (const landing of landingPages) {
          const { scripts } = landingPagePreloads(bundle, landing.module);
          for (const lang of langs) {
            this.emitFile({ type: 'asset', fileName: landingPageFile(landing.paths[lang]), source: page(lang, !landing.firstPage, scripts) });
          }
        }
      },
    },
  };
}
