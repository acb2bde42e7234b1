import type { Database } from '@portal/shared/db';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ApiConfig } from '../config';
import { parseInput } from '../http/errors';
import { clearSessionCookie, sessionCookieName } from './access';
import { sessionResponse } from './session-state';
import type { SessionStore } from './session-store';

const SessionQuerySchema = v.object({ lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi') });

export function registerSessionRoutes(app: FastifyInstance, deps: { db: Database; config: ApiConfig; store: SessionStore; now?: () => Date }) {
  const { db, config, store } = deps;
  const now = deps.now ?? (() => new Date());

  app.get('/api/session', { config: { access: 'public', accessLog: false } }, async (request, reply) => {
    const { lang } = parseInput(SessionQuerySchema, request.query);
    const response = await sessionResponse(db, config, request, lang, now());
    // A cookie that names no valid session is cleared, so the browser stops sending it; one an SMS
    // code may still renew is kept for the renewal's calls.
    const renewable = !response.isSessionValid && response.smsRenewal !== undefined;
    if ((request.sessionStatus === 'expired' && !renewable) || request.sessionStatus === 'unknown') clearSessionCookie(reply, config);
    reply.header('cache-control', 'no-store');
    return response;
  });

  // A session that has run out but that an SMS code could still renew is ended too.
  app.post('/api/logout', { config: { access: 'any-session', accessLog: false } }, async (request, reply) => {
    const token = request.cookies[sessionCookieName(config)];
    if (token) await store.destroy(token);
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });
}
