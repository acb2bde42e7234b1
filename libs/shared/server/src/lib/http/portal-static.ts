import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isServerPath, LANGUAGES } from '@portal/shared/util';

/**
 * `/` has no page of its own: the app sends it on to the Finnish front page (RootRedirect in the
 * portal's routes.tsx), so it gets that address's landing page, which leaves out the catalog's
 * rest that the language's page preloads for every other page.
 */
const ROOT_PAGE_ADDRESS = '/fi';

/** Sends the portal's page for an app route (`/` and any page address), revalidated on every visit. */
export type SendPortalPage = (reply: FastifyReply, url: string) => FastifyReply;

/**
 * Production mode: the built portal. Hashed assets are cached for a year; everything else is
 * revalidated, and an app route (any other GET for a page) gets the page in its language (the
 * function this returns, which the not-found handler calls too) so the client-side router can
 * take over.
 *
 * The build writes .br and .gz siblings of the text files (apps/portal/vite/precompress.ts):
 * a browser that accepts brotli or gzip gets them as they are, with `Vary: Accept-Encoding`,
 * and nothing is compressed per request. `reply.sendFile` (the page for `/` and for app routes)
 * goes through the same code and picks a sibling too.
 * These answers are not for the dynamic compression (compression.ts), which leaves them alone.
 */
export async function registerPortalStatic(app: FastifyInstance, root: string): Promise<SendPortalPage> {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    index: false,
    // A route per file of the build, found once at start: the build does not change under a
    // running server. With one wildcard route instead, every request for a file read its folder
    // (a check of the address's spelling against the file names) before opening the file.
    wildcard: false,
    preCompressed: true,
    // The build's own records (.vite/manifest.json) are not the portal's to hand out.
    dotfiles: 'ignore',
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pages = languagePages(root);
  const landing = landingPages(root);
  const sendPage: SendPortalPage = (reply, url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '';
    const file = landing.get(pathname.replace(/\/$/, '') || ROOT_PAGE_ADDRESS) ?? pages.get(pathname.split('/', 2)[1] ?? '') ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file);
  };
  // The root is a folder to the static handler, which refuses to list it; it is the app's `/`.
  app.get('/', (request, reply) => sendPage(reply, request.url));
  return sendPage;
}

/**
 * The build writes the page in each language (languagePageFile in apps/portal/vite/language-pages.ts):
 * index.html in Finnish, the language of `/` (which gets the Finnish front page's landing page when
 * the build has one) and of addresses outside every language, and index.{lang}.html for the
 * others, each with its `lang`, its title and its catalog preloaded.
 * The pages a build has, by the first segment of the addresses they are for; any other address
 * gets index.html.
 */
function languagePages(root: string): Map<string, string> {
  const files = LANGUAGES.map((lang) => [lang, `index.${lang}.html`] as const);
  return new Map(files.filter(([, file]) => existsSync(path.join(root, file))));
}

/**
 * The landing pages' own pages (landingPageFile in apps/portal/vite/language-pages.ts): under
 * pages/, named by their address (pages/en/login.html for /en/login), each its language's page
 * with the landing page's code preloaded. By their address, without a trailing slash.
 */
function landingPages(root: string): Map<string, string> {
  const dir = path.join(root, 'pages');
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(files.map((file) => [`/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`, path.join('pages', file)]));
}

export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !isServerPath(url) && (accept ?? '').includes('text/html');
}
