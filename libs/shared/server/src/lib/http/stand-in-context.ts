import type { FastifyInstance } from 'fastify';

/** Parses HTML forms' bodies (application/x-www-form-urlencoded) into an object, unless the app does already. */
export function parseFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * A local stand-in's own context: nothing it answers is kept by a cache, and its pages' forms are
 * parsed whether or not the app it is registered in (the API server, a bare test app) does.
 */
export function prepareStandIn(standIn: FastifyInstance): void {
  standIn.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  parseFormBodies(standIn);
}
