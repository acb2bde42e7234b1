import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Addresses that belong to the server, never to the portal's client-side routes. */
export const serverPrefixes = ['/api/', '/oauth/', '/dev-idp/', '/healthz', '/readyz'];

export function isServerPath(url: string): boolean {
  return serverPrefixes.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/**
 * Production mode: the built portal. Hashed assets are cached for a year; everything else is
 * revalidated, and an app route (any other GET for a page) gets index.html so the client-side
 * router can take over.
 *
 * The build writes .br and .gz siblings of the text files (apps/portal/vite/precompress.ts):
 * a browser that accepts brotli or gzip gets them as they are, with `Vary: Accept-Encoding`,
 * and nothing is compressed per request. `reply.sendFile` (the page for `/` and for app routes,
 * sent by the not-found handler: sendPortalPage) goes through the same code and picks a sibling too.
 * These answers are not for the dynamic compression (compression.ts), which leaves them alone.
 */
export async function registerPortalStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    index: false,
    wildcard: true,
    preCompressed: true,
    // The build's own records (.vite/manifest.json) are not the portal's to hand out.
    dotfiles: 'ignore',
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The root is a folder to the static handler, which refuses to list it; it is the app's `/`.
  app.get('/', (request, reply) => sendPortalPage(reply, root, request.url));
}

/**
 * The build writes the page in each language (languagePageFile in apps/portal/vite/language-pages.ts):
 * index.html in Finnish, the language of `/` and of addresses outside every language, and
 * index.{lang}.html for the others, each with its `lang`, its title and its catalog preloaded.
 */
const languagePages = new Map<string, string>([
  ['sv', 'index.sv.html'],
  ['en', 'index.en.html'],
]);
const foundPages = new Map<string, boolean>();

/** The page file for an address: its first segment's language's, when the build has one. */
export function portalPageFile(root: string, url: string): string {
  const segment = url.split(/[/?#]/, 2)[1] ?? '';
  const file = languagePages.get(segment);
  if (!file) return 'index.html';
  const key = path.join(root, file);
  let found = foundPages.get(key);
  if (found === undefined) {
    found = existsSync(key);
    foundPages.set(key, found);
  }
  return found ? file : 'index.html';
}

/** Sends the portal's page for an app route in the built portal at `root`, revalidated on every visit. */
export function sendPortalPage(reply: FastifyReply, root: string, url: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile(portalPageFile(path.resolve(root), url));
}

export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !isServerPath(url) && (accept ?? '').includes('text/html');
}
