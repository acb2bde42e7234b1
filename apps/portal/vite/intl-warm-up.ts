import { createHash } from 'node:crypto';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * A page's first `Intl` call sets up ICU and loads the language's data: 40-100 ms in Chromium on
 * this machine, four times that on the phone Lighthouse simulates. Left to the app, it falls
 * into the entry's first task (react-aria's locale provider makes it, react-intl and the date
 * helpers would otherwise), after the first paint, where it counts as blocking time. This classic
 * script makes one such call while the entry still downloads; the app's calls then take under a
 * millisecond each (measured: number formats, plural rules and `Intl.Locale` as well as dates).
 * It only warms up: a page that runs it late, or a browser that fails it, works the same.
 */
export const intlWarmUpSource = 'try{new Intl.DateTimeFormat(document.documentElement.lang).format(0)}catch{}\n';

/** Named by its content, so the server hands it out as a file that never changes (portal-static.ts). */
export const intlWarmUpFile = `assets/intl-warm-up-${createHash('sha256').update(intlWarmUpSource).digest('hex').slice(0, 8)}.js`;

/**
 * The tag for the warm-up: async, so that it holds up neither the parser nor the entry, and asked
 * for at high priority. An async script is otherwise a low-priority request, which Chromium holds
 * back while the head's high-priority ones (the entry, the style sheet, the catalog) load: in the
 * Lighthouse runs it left after them, at about 1 s, so the entry made the first `Intl` call itself.
 */
export function intlWarmUpTag(base: string): HtmlTagDescriptor {
  return { tag: 'script', attrs: { src: `${base}${intlWarmUpFile}`, async: true, fetchpriority: 'high' }, injectTo: 'head' };
}

/**
 * Writes the warm-up script into the build and its tag into index.html, before the language
 * pages are made from it (language-pages.ts), so every language's page has it.
 */
export function intlWarmUp(): Plugin {
  let base = '/';
  return {
    name: 'portal-intl-warm-up',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: (html) => ({ html, tags: [intlWarmUpTag(base)] }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: intlWarmUpFile, source: intlWarmUpSource });
    },
  };
}
