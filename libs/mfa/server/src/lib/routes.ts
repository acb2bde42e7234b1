import { smsPhoneNumber } from '@portal/shared/util';
import type { MfaChallengeResult, MfaCodeSentResponse, MfaStatus } from '@portal/shared/contracts';
import { MfaActionRequestSchema, MfaChallengeAnswerSchema, MfaOnboardingRequestSchema, LangQuerySchema } from '@portal/shared/contracts';
import { patients, persons } from '@portal/shared/db';
import { HttpProblem, notFound, parseInput, unauthorized } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CodeDeps } from './challenges';
import { answerCode, sendCode, spendAllCodes } from './challenges';
import { deviceOf, dismissOnboarding, isMfaEnabled, markPending, markVerified, mfaStatusOf, removeDevice } from './devices';

/**
 * The second factor belongs to whoever signed in: a guardian acting for a child manages their
 * own device, and codes go to their own phone.
 */
function signedInPersonOf(request: FastifyRequest): number {
  if (!request.session) throw unauthorized();
  return request.session.personId;
}

const noPhoneOnRecord = new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'phoneNumber', message: 'No phone number on the patient record' }] });

/**
 * The SMS second factor in my information and the front page's onboarding box (account doc
 * sections 3, 4 and 7). Reading the state needs a session; changing the device needs one that
 * rests on the strong identification (`strong-session`): a session renewed with an SMS code may
 * not move the codes to another phone.
 */
export function registerMfaRoutes(app: FastifyInstance, deps: CodeDeps): void {
  const { db, config, now } = deps;

  const requireMfa = () => {
    if (!isMfaEnabled(config)) throw notFound();
  };

  app.get('/api/mfa', { config: { accessLog: { kind: 'sign-in-methods' } } }, async (request, reply): Promise<MfaStatus> => {
    reply.header('cache-control', 'no-store');
    // The signed-in person's own sign-in methods, also while acting for a child.
    request.accessLogSubject = signedInPersonOf(request);
    return mfaStatusOf(deps, signedInPersonOf(request));
  });

  app.post('/api/mfa', { config: { access: 'strong-session', accessLog: { kind: 'sign-in-methods' } } }, async (request): Promise<MfaStatus> => {
    const { action } = parseInput(MfaActionRequestSchema, request.body);
    const personId = signedInPersonOf(request);
    request.accessLogSubject = personId;
    if (!isMfaEnabled(config)) return { type: 'environment-has-mfa-disabled' };
    if (action === 'disable') {
      await removeDevice(db, personId);
      await spendAllCodes(db, personId, now());
      return { type: 'user-has-no-verified-mfa-device' };
    }
    const device = await deviceOf(db, personId);
    if (device?.status === 'verified') return { type: 'enabled', phoneNumber: device.phoneNumber };
    const [record] = await db
      .select({ phoneNumber: patients.phoneNumber, language: persons.language })
      .from(persons)
      .leftJoin(patients, eq(patients.personId, persons.id))
      .where(eq(persons.id, personId));
    if (!record?.phoneNumber) throw noPhoneOnRecord;
    const phoneNumber = smsPhoneNumber(record.phoneNumber);
    // Enabling sends the verification code at once (account doc section 4).
    const sent = await sendCode(deps, request.log, { personId, purpose: 'onboarding', phoneNumber, lang: record.language });
    if (!sent.sent) return { type: 'too-many-onboarding-attempts', nextAttempt: sent.nextAttempt.toISOString() };
    await markPending(db, personId, phoneNumber, now());
    return { type: 'user-wants-to-enable-mfa', phoneNumber };
  });

  app.post('/api/mfa-onboarding', { config: { access: 'strong-session', accessLog: false } }, async (request): Promise<MfaCodeSentResponse> => {
    const { lang } = parseInput(LangQuerySchema, request.query);
    const body = parseInput(MfaOnboardingRequestSchema, request.body);
    requireMfa();
    const personId = signedInPersonOf(request);
    const phoneNumber = smsPhoneNumber(body.phoneNumber);
    const sent = await sendCode(deps, request.log, { personId, purpose: 'onboarding', phoneNumber, lang });
    if (!sent.sent) return { type: 'too-many-mfa-attempts', nextAttempt: sent.nextAttempt.toISOString() };
    await markPending(db, personId, phoneNumber, now());
    return { type: 'code-sent' };
  });

  app.put('/api/mfa-onboarding', { config: { access: 'strong-session', accessLog: false } }, async (request): Promise<MfaChallengeResult> => {
    const { challengeResponseFromUser } = parseInput(MfaChallengeAnswerSchema, request.body);
    requireMfa();
    const personId = signedInPersonOf(request);
    const outcome = await answerCode(deps, { personId, purpose: 'onboarding', code: challengeResponseFromUser.join('') });
    if (outcome.type === 'mfa-ok' && outcome.phoneNumber) await markVerified(db, personId, outcome.phoneNumber, now());
    return { data: { type: outcome.type } };
  });

  // The front page's box closed (decision 0050): remembered for the person, so it does not come
  // back on another visit or device. A PUT of a fact: a retry changes nothing.
  app.put('/api/mfa-onboarding/dismissal', { config: { accessLog: false } }, async (request, reply) => {
    requireMfa();
    await dismissOnboarding(db, signedInPersonOf(request), now());
    return reply.code(204).send();
  });
}
