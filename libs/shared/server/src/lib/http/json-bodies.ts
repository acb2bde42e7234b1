import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes raw bytes (a signed upload, storage/local-upload-route.ts), not JSON. */
    acceptsUpload?: boolean;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether the request is for `/api`, judged by the path it was routed by: the raw URL of a request
 * line in absolute form (`POST http://host/api/... HTTP/1.1`) does not start with the path.
 */
function underApi(request: FastifyRequest): boolean {
  const routed = request.routeOptions.url;
  if (routed !== undefined) return routed.startsWith('/api/');
  try {
    return new URL(request.url, 'http://portal.invalid').pathname.startsWith('/api/');
  } catch {
    return true;
  }
}

/**
 * `/api` takes JSON bodies only: 415 `UnsupportedMediaType` for any other body, before it is
 * parsed. A form post is what a cross-site page can send without asking, and the schemas are
 * written for JSON's types. The sign-in's form posts (/oauth, /dev-idp) are outside `/api`; the
 * local store's signed upload (`acceptsUpload`) takes the image bytes its signature allows.
 */
export function registerJsonOnlyApi(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!underApi(request) || !hasBody(request) || request.routeOptions.config.acceptsUpload) return;
    if (mediaTypeOf(request.headers['content-type']) !== 'application/json') {
      throw new HttpProblem(415, { type: 'UnsupportedMediaType' });
    }
  });
}
