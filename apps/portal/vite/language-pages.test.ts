/** @jest-environment node */
import type { Rollup } from 'vite';
import type { BrandConfig } from '../src/config/brand-config';
import { catalogPreloads, fillPlaceholders, landingPageFile, landingPagePreloads, landingPages, languagePageFile } from './language-pages';

const brand = {
  name: { fi: 'Kajo Lapset', sv: 'Kajo Barn', en: 'Kajo "Kids" & co' },
  theme: { tokens: 'children', headerImageProportion: 0.45 },
} as unknown as BrandConfig;

const template = '<html lang="%PORTAL_LANG%" data-brand="%PORTAL_BRAND_TOKENS%"><title>%PORTAL_TITLE%</title></html>';

it('fills index.html in the language, the brand and its name, escaped', () => {
  expect(fillPlaceholders(template, brand, 'sv')).toBe('<html lang="sv" data-brand="children"><title>Kajo Barn</title></html>');
  expect(fillPlaceholders(template, brand, 'en')).toContain('<title>Kajo &#34;Kids&#34; &#38; co</title>');
});

it('stops the build on a placeholder it does not know', () => {
  expect(() => fillPlaceholders('<p>%PORTAL_TYPO%</p>', brand, 'fi')).toThrow('unknown placeholder %PORTAL_TYPO%');
});

it('names the Finnish page index.html, the page of addresses outside every language (and of / in a build without landing pages)', () => {
  expect(languagePageFile('fi')).toBe('index.html');
  expect(languagePageFile('sv')).toBe('index.sv.html');
  expect(languagePageFile('en')).toBe('index.en.html');
});

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as Rollup.OutputChunk;

it('preloads the language’s catalog and what it imports beyond the entry, not the other languages’', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/catalog_en.js', ['assets/react.js', 'assets/catalog-helpers.js'], { facadeModuleId: '\0compiled-catalog:en' }),
      chunk('assets/catalog-helpers.js', []),
      chunk('assets/catalog_sv.js', [], { facadeModuleId: '\0compiled-catalog:sv' }),
      chunk('assets/catalog-rest_en.js', [], { facadeModuleId: '\0compiled-catalog-rest:en' }),
    ].map((item) => [item.fileName, item]),
  ) as Rollup.OutputBundle;
  expect(catalogPreloads(bundle, 'en').sort()).toEqual(['assets/catalog-helpers.js', 'assets/catalog_en.js']);
  expect(catalogPreloads(bundle, 'sv')).toEqual(['assets/catalog_sv.js']);
  expect(() => catalogPreloads(bundle, 'fi')).toThrow('no chunk for compiled-catalog:fi');
  // The whole catalog: its rest as well, which every page but the front page waits for.
  expect(catalogPreloads(bundle, 'en', { whole: true }).sort()).toEqual(['assets/catalog-helpers.js', 'assets/catalog-rest_en.js', 'assets/catalog_en.js']);
  expect(() => catalogPreloads(bundle, 'sv', { whole: true })).toThrow('no chunk for compiled-catalog-rest:sv');
});

it('names the landing pages’ own pages by their addresses', () => {
  expect(landingPages.map((page) => page.paths)).toEqual([
    { fi: 'fi', sv: 'sv', en: 'en' },
    { fi: 'fi/kirjaudu', sv: 'sv/loggain', en: 'en/login' },
    { fi: 'fi/ajanvaraus/yksityisasiakas', sv: 'sv/tidsbokning/privat-kund', en: 'en/booking/private-customer' },
  ]);
  expect(landingPageFile('en/booking/private-customer')).toBe('pages/en/booking/private-customer.html');
});

it('preloads a landing page’s chunk and what it imports beyond the entry', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/login-page.js', ['assets/react.js', 'assets/link.js'], { facadeModuleId: '/work/libs/account/feature/src/lib/pages/login-page.tsx' }),
      chunk('assets/link.js', []),
      chunk('assets/other-page.js', ['assets/link.js'], { facadeModuleId: '/work/libs/other/page.tsx' }),
    ].map((item) => [item.fileName, item]),
  ) as Rollup.OutputBundle;
  const preloads = landingPagePreloads(bundle, 'libs/account/feature/src/lib/pages/login-page.tsx');
  expect(preloads.scripts.sort()).toEqual(['assets/link.js', 'assets/login-page.js']);
  expect(() => landingPagePreloads(bundle, 'libs/missing/page.tsx')).toThrow('no chunk for libs/missing/page.tsx');
});
