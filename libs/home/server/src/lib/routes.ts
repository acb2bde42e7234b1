import type { Database } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { notFound, parseInput, unauthorized } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { buildFamily } from './family';
import { buildFrontPage } from './front-page';

const FrontPageQuerySchema = v.object({ lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi') });

/** `GET /api/front-page?lang`: the signed-in front page (the session hook answers 401 without a session). */
export function registerFrontPageRoutes(app: FastifyInstance, deps: { db: Database; config: ApiConfig; now: () => Date }): void {
  const { db, config, now } = deps;
  app.get('/api/front-page', { config: { accessLog: { kind: 'front-page' } } }, async (request, reply) => {
    const { lang } = parseInput(FrontPageQuerySchema, request.query);
    const session = request.session;
    if (!session) throw unauthorized();
    const page = await buildFrontPage(db, config, session, lang, now());
    // The session names a person, so this only happens if the person was removed meanwhile.
    if (!page) throw notFound();
    reply.header('cache-control', 'no-store');
    return page;
  });

  // The family view: the guardian's and each child's data, each member's read recorded in their own access log.
  app.get('/api/family', { config: { accessLog: { kind: 'family' } } }, async (request, reply) => {
    const { lang } = parseInput(FrontPageQuerySchema, request.query);
    const session = request.session;
    if (!session) throw unauthorized();
    const family = await buildFamily(db, config, session, lang, now());
    request.accessLogSubjects = family.members.map((member) => member.id);
    reply.header('cache-control', 'no-store');
    return family;
  });
}
