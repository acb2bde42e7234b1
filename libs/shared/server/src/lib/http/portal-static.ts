import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
 */
export async function registerPortalStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    index: false,
    wildcard: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The root is a folder to the static handler, which refuses to list it; it is the app's `/`.
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}

export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !isServerPath(url) && (accept ?? '').includes('text/html');
}
