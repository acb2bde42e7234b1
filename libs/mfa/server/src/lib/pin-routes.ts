import type { MfaCodeSentResponse, PinResponse } from '@portal/shared/contracts';
import { PinRequestSchema } from '@portal/shared/contracts';
import type { RenewableSession } from '@portal/shared/server';
import { endExpiredSession, parseInput, renewableSession, renewSessionWithSms, unauthorized } from '@portal/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { CodeDeps } from './challenges';
import { answerCode, sendCode } from './challenges';

const PinSendQuerySchema = v.object({ lang: v.optional(v.picklist(['fi', 'sv', 'en'])) });

/**
 * SMS sign-in of an expired session (account doc sections 2, 4 and 7: the SMS authentication and
 * expired-session pages). Both calls take the expired session's cookie and its csrf token
 * (`expired-session` access) and nothing else, and only for a session that may be renewed
 * (`renewableSession`: ran out by idleness within the window, a verified device, no mandate);
 * anything else is 401 as a missing session.
 */
export function registerPinRoutes(app: FastifyInstance, deps: CodeDeps): void {
  const { db, config, now } = deps;

  const renewable = async (request: FastifyRequest): Promise<RenewableSession> => {
    const found = await renewableSession(db, config, request.expiredSession, now());
    if (!found) throw unauthorized();
    return found;
  };

  app.post('/api/pin/send', { config: { access: 'expired-session', accessLog: false } }, async (request): Promise<MfaCodeSentResponse> => {
    const query = parseInput(PinSendQuerySchema, request.query);
    const { session, phoneNumber } = await renewable(request);
    const sent = await sendCode(deps, request.log, {
      personId: session.personId,
      purpose: 'sign-in',
      sessionBinding: session.tokenHash,
      phoneNumber,
      lang: query.lang ?? session.lang,
    });
    return sent.sent ? { type: 'code-sent' } : { type: 'too-many-mfa-attempts', nextAttempt: sent.nextAttempt.toISOString() };
  });

  app.post('/api/pin', { config: { access: 'expired-session', accessLog: false } }, async (request, reply): Promise<PinResponse> => {
    const { pin } = parseInput(PinRequestSchema, request.body);
    const { session } = await renewable(request);
    const outcome = await answerCode(deps, { personId: session.personId, purpose: 'sign-in', sessionBinding: session.tokenHash, code: pin });
    if (outcome.type === 'mfa-ok') {
      // New cookie and csrf tokens: the portal reads the session again for the new csrf token.
      if (!(await renewSessionWithSms(request, reply, deps, session))) throw unauthorized();
    } else if (outcome.type === 'too-many-mfa-attempts') {
      // Too many retries log the person out (account doc section 4): only a strong sign-in helps now.
      await endExpiredSession(request, reply, deps, session);
    }
    return { mfaResponse: { type: outcome.type } };
  });
}
