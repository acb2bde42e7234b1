import type { Database } from '@portal/shared/db';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ApiConfig } from '../config';
import { parseInput } from '../http/errors';
import { clearSessionCookie, sessionCookieName } from './access';
import { sessionResponse } from './session-state';
import type { SessionStore } from './session-store';

const SessionQuerySchema = v.object({ lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi') });

export function registerSessionRoutes(app: FastifyInstance, deps: { db: Database; config: ApiConfig; store: SessionStore }) {
  const { db, config, store } = deps;

  app.get('/api/session', { config: { access: 'public' } }, async (request, reply) => {
    const { lang } = parseInput(SessionQuerySchema, request.query);
    // A cookie that names no valid session is cleared, so the browser stops sending it.
    if (request.sessionStatus === 'expired' || request.sessionStatus === 'unknown') clearSessionCookie(reply, config);
    reply.header('cache-control', 'no-store');
    return sessionResponse(db, config, request, lang);
  });

  app.post('/api/logout', async (request, reply) => {
    const token = request.cookies[sessionCookieName(config)];
    if (token) await store.destroy(token);
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });
}
