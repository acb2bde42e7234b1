import type { AccessibilityFeedbackResponse } from '@portal/info/contracts';
import { AccessibilityFeedbackRequestSchema } from '@portal/info/contracts';
import type { DomainDeps, RateLimitRule } from '@portal/shared/server';
import { addressKey, createRateLimiter, forbidden, parseInput, sameToken } from '@portal/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeFeedback } from './feedback';

/**
 * Feedback is free text anyone may send, so one client address may send 5 an hour: enough for a
 * person with several findings, too few to flood the clinic's inbox.
 */
export const ACCESSIBILITY_FEEDBACK_ADDRESS_LIMIT: RateLimitRule = { name: 'accessibility-feedback-address', limit: 5, windowMinutes: 60 };

const tooManyRequests = { type: 'TooManyRequests' } as const;

/**
 * A signed-in sender's request carries the session's csrf token, as every signed-in state change
 * does. An anonymous sender has no session and so no token: the same-origin `Origin` that the
 * session hook demands of every state change under /api, and the JSON-only body (a cross-site form
 * cannot send one without a CORS preflight, which is never granted), guard that request, as they
 * guard the anonymous check-in and reservation.
 */
function checkCsrfOfSession(request: FastifyRequest): void {
  const session = request.session;
  if (!session) return;
  const { csrfToken } = request.query as { csrfToken?: unknown };
  if (typeof csrfToken !== 'string' || !sameToken(csrfToken, session.csrfToken)) throw forbidden('csrf');
}

/**
 * `POST /api/accessibility-feedback`, signed in or not. The message and the reply address are
 * personal data used only to answer: they are stored and never logged (requests are logged by
 * method and route only).
 */
export function registerFeedbackRoutes(app: FastifyInstance, { db, config, now }: DomainDeps): void {
  const limiter = createRateLimiter(db, now);

  app.post('/api/accessibility-feedback', { config: { access: 'public', accessLog: false } }, async (request, reply): Promise<AccessibilityFeedbackResponse | typeof tooManyRequests> => {
    checkCsrfOfSession(request);
    const { lang, ...form } = parseInput(AccessibilityFeedbackRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    // request.ip is the socket's address, or the one a proxy trusted by configuration (TRUST_PROXY) reports.
    if (!(await limiter.consume(ACCESSIBILITY_FEEDBACK_ADDRESS_LIMIT, addressKey(request.ip))).allowed) return reply.code(429).send(tooManyRequests);
    const stored = await storeFeedback(db, { ...form, language: lang, brand: config.brand, personId: request.session?.personId ?? null }, now());
    return { type: 'success', answerDue: stored.answerDue.toISOString() };
  });
}
