import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: below it the saving is smaller than the cost. */
export const compressionThreshold = 1024;

/**
 * Per request only the API's answers are compressed: they are built for each request. The built
 * portal is compressed once at build time (portal-static.ts sends the .br and .gz siblings with
 * `content-encoding` set, which @fastify/compress would leave alone anyway). The sign-in's
 * redirects and pages are small, and HTML that may hold a token is better left uncompressed
 * (BREACH-style guessing needs compression).
 */
export function isCompressedRoute(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Brotli (preferred) or gzip for API answers of 1 KB and more. Call it before any route is
 * registered: it decides per route as routes are added.
 *
 * - Only `/api/` routes (`isCompressedRoute`): every other route gets `compress: false` before
 *   @fastify/compress's own onRoute hook sees it, so static files, `/` and pages are never
 *   compressed on the fly. The not-found handler is not a route and is never compressed either.
 * - Types: JSON (`customTypes` replaces the plugin's default list, which includes
 *   application/octet-stream and all of text/*, so downloads stay as they are); the plugin also
 *   keeps whatever mime-db marks compressible (text/plain, text/csv), which an API answer may be.
 * - Brotli quality 4 rather than zlib's 11: the answers are compressed on every request, on
 *   shared cores. gzip at its default level 6.
 * - Only br and gzip: no zstd (Node 24 has it and Chrome asks for it first, but brotli does as
 *   well on JSON) and no deflate (ambiguous in practice).
 * - `removeContentLengthHeader` stays on (the default): a buffered answer gets its compressed
 *   length, a streamed one is chunked rather than announcing the uncompressed length.
 * - Request bodies are not decompressed: the portal never sends compressed bodies, and a
 *   decompressing parser is only more surface (a small body that inflates to a large one).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so it runs first and the plugin sees `false`.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isCompressedRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
