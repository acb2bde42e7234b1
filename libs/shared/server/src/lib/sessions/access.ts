import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import { isProduction } from '../config';
import { forbidden, unauthorized } from '../http/errors';
import type { SessionStore, StoredSession } from './session-store';
import { sameToken } from './tokens';

/**
 * Who may call a route: 'session' (the default for /api) needs a valid session, and for a state
 * change its csrf token in the query; 'public' does not. 'strong-session' is 'session' resting on
 * the strong identification alone: a session renewed with an SMS code is refused (403
 * `strong-sign-in-required`). 'expired-session' needs the cookie of a session that has run out and
 * that session's csrf token, and nothing else will do: the SMS renewal's calls. 'any-session'
 * takes either, with its csrf token: logging out ends a session an SMS code could still renew.
 * Every state change under /api needs a same-origin `Origin` either way.
 */
export type RouteAccess = 'session' | 'strong-session' | 'expired-session' | 'any-session' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * False: the session cookie is not looked up at all (`request.session` stays null), so that
     * the call is no activity of the patient's and moves no session's expiry. For public calls the
     * browser makes on its own, such as its error and speed reports (http/browser-reports.ts).
     */
    readsSession?: false;
  }
  interface FastifyRequest {
    /** The valid session of the request, or null. */
    session: StoredSession | null;
    /** The session the cookie named when it has run out (idle or absolute timeout), or null. */
    expiredSession: StoredSession | null;
    /** What the cookie said: no cookie, a valid session, one that ran out, or an unknown token. */
    sessionStatus: 'none' | 'valid' | 'expired' | 'unknown';
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sessionCookieName(config: ApiConfig): string {
  // __Host- binds the cookie to this host over HTTPS: no Domain, Path=/, Secure.
  return isProduction(config) ? '__Host-portal_session' : 'portal_session';
}

export function sessionCookieOptions(config: ApiConfig) {
  return { httpOnly: true, sameSite: 'lax', secure: isProduction(config), path: '/' } as const;
}

export function setSessionCookie(reply: FastifyReply, config: ApiConfig, token: string): void {
  reply.setCookie(sessionCookieName(config), token, sessionCookieOptions(config));
}

export function clearSessionCookie(reply: FastifyReply, config: ApiConfig): void {
  reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
  // The answer must not announce an expiry (x-session-expires) for a session it just ended.
  reply.request.session = null;
}

/** The session's expiry after this request, on every /api answer, as its idle timeout moves on. */
export const sessionExpiresHeader = 'x-session-expires';

export function isSameOrigin(request: FastifyRequest, config: ApiConfig): boolean {
  return request.headers.origin === config.publicOrigin;
}

/**
 * Reads the session cookie of each /api call and enforces its route's access rule. Nothing else
 * looks the session up: the portal's files and pages, sign-in's redirects (which read their own
 * cookies) and the identity provider never read it. A page load with a session cookie asked for
 * 30-40 files, each a database lookup that also counted as the patient's activity; a patient's
 * activity is their API calls, and the page's first is `GET /api/session`.
 */
export function registerSessionAccess(app: FastifyInstance, config: ApiConfig, store: SessionStore): void {
  app.decorateRequest('session', null);
  app.decorateRequest('expiredSession', null);
  app.decorateRequest('sessionStatus', 'none');

  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    // The API's calls and the patient's FHIR read API (/fhir/R4), which the session authorises too.
    if (!url.startsWith('/api/') && !url.startsWith('/fhir/')) return;
    const token = request.routeOptions.config.readsSession === false ? undefined : request.cookies[sessionCookieName(config)];
    if (token) {
      const lookup = await store.use(token);
      request.sessionStatus = lookup.status;
      request.session = lookup.status === 'valid' ? lookup.session : null;
      request.expiredSession = lookup.status === 'expired' ? lookup.session : null;
    }

    const changesState = !safeMethods.has(request.method);
    if (changesState && !isSameOrigin(request, config)) throw forbidden('origin');
    const access = request.routeOptions.config.access ?? 'session';
    if (access === 'public') return;
    const session = access === 'expired-session' ? request.expiredSession : access === 'any-session' ? (request.session ?? request.expiredSession) : request.session;
    if (!session) throw unauthorized();
    if (changesState) {
      const { csrfToken } = request.query as { csrfToken?: unknown };
      if (typeof csrfToken !== 'string' || !sameToken(csrfToken, session.csrfToken)) throw forbidden('csrf');
    }
    if (access === 'strong-session' && session.smsRenewedAt !== null) throw forbidden('strong-sign-in-required');
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.session && (request.routeOptions.url ?? request.url).startsWith('/api/')) {
      reply.header(sessionExpiresHeader, request.session.expiresAt.toISOString());
    }
  });
}
