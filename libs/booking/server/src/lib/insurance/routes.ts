import type {
  LahiTapiolaApplyPermitResponse,
  LahiTapiolaPermitsResponse,
  LahiTapiolaPolicyCheckResponse,
  PohjolaCheckResponse,
} from '@portal/booking/contracts';
import {
  LahiTapiolaApplyPermitQuerySchema,
  LahiTapiolaPermitsParamsSchema,
  PohjolaCheckParamsSchema,
  PortalReturnPathSchema,
} from '@portal/booking/contracts';
import { personById } from '@portal/shared/db';
import type { DomainDeps, RateLimitRule } from '@portal/shared/server';
import { actingSessionOf, createRateLimiter, HttpProblem, loggableError, notFound, parseInput } from '@portal/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { lahiTapiolaFlowFor } from './insured-reservation';
import type { LahiTapiolaService, PohjolaService } from './insurers';
import { InsurerUnavailableError } from './insurers';

export interface InsuranceRouteDeps extends DomainDeps {
  pohjola: PohjolaService;
  lahiTapiola: LahiTapiolaService;
}

/**
 * Each check sends the patient's identity code to an insurer: a person gets this many an hour,
 * plenty for booking (a check per chosen time and a few permit rounds), few for probing.
 */
export const INSURER_CHECK_LIMIT: RateLimitRule = { name: 'insurer-check', limit: 30, windowMinutes: 60 };

const insurerUnavailable = () => new HttpProblem(502, { type: 'InsurerUnavailable' });
const tooManyRequests = () => new HttpProblem(429, { type: 'TooManyRequests' });

export const PERMIT_RETURN_PATH = '/api/insurance/lahitapiola-permit-return';

/**
 * The insurers' checks of an insurance booking (booking doc sections 4, 5 and 7), for the
 * session's patient (the child a guardian acts for): the insurer is asked with that person's
 * identity code, which never comes from the browser. LähiTapiola's calls exist only with the
 * feature `lahitapiola-insurance-flow`. Answers are never cached.
 */
export function registerInsuranceRoutes(app: FastifyInstance, deps: InsuranceRouteDeps): void {
  const { db, config, now, pohjola, lahiTapiola } = deps;
  const limiter = createRateLimiter(db, now);
  const lahiTapiolaOn = config.features.includes('lahitapiola-insurance-flow');

  /** The patient's identity code and whether LähiTapiola's age rule lets them through. */
  const patientOf = async (request: FastifyRequest) => {
    const acting = actingSessionOf(request);
    const found = await personById(db, acting.subjectId);
    if (!found) throw notFound();
    if (!(await limiter.consume(INSURER_CHECK_LIMIT, String(acting.subjectId))).allowed) throw tooManyRequests();
    // 18 or over, or a child whose guardian acts for them (section 5); these routes exist only with the feature.
    const mayUseLahiTapiola = lahiTapiolaFlowFor(config, found.person.ssn, acting, now());
    return { identityCode: found.person.ssn, mayUseLahiTapiola };
  };

  /** The insurer's failure, logged without the person's data, answered as 502. */
  const asked = async <T>(request: FastifyRequest, reply: FastifyReply, insurer: string, question: () => Promise<T>): Promise<T> => {
    reply.header('cache-control', 'no-store');
    try {
      return await question();
    } catch (error) {
      if (!(error instanceof InsurerUnavailableError)) throw error;
      request.log.warn({ err: loggableError(error), insurer }, 'insurer unavailable');
      throw insurerUnavailable();
    }
  };

  app.get('/api/insurance/pohjola-check/:date', { config: { accessLog: { kind: 'insurance' } } }, async (request, reply): Promise<PohjolaCheckResponse> => {
    const { date } = parseInput(PohjolaCheckParamsSchema, request.params);
    const { identityCode } = await patientOf(request);
    return { hasInsurance: await asked(request, reply, 'pohjola', () => pohjola.hasInsurance(identityCode, date)) };
  });

  if (!lahiTapiolaOn) return;

  app.get('/api/insurance/lahitapiola-policy-check', { config: { accessLog: { kind: 'insurance' } } }, async (request, reply): Promise<LahiTapiolaPolicyCheckResponse> => {
    const { identityCode, mayUseLahiTapiola } = await patientOf(request);
    if (!mayUseLahiTapiola) return { type: 'underageCustomer' };
    return { type: 'ok', hasHealthcarePolicy: await asked(request, reply, 'lahitapiola', () => lahiTapiola.hasHealthcarePolicy(identityCode)) };
  });

  app.get('/api/insurance/lahitapiola-direct-compensation-permits/:lang', { config: { accessLog: { kind: 'insurance' } } }, async (request, reply): Promise<LahiTapiolaPermitsResponse> => {
    const { lang } = parseInput(LahiTapiolaPermitsParamsSchema, request.params);
    const { identityCode, mayUseLahiTapiola } = await patientOf(request);
    if (!mayUseLahiTapiola) return { type: 'underageCustomer' };
    const permits = await asked(request, reply, 'lahitapiola', () => lahiTapiola.permits(identityCode, lang));
    // Soonest ending first: the one to use before it runs out leads.
    return { type: 'ok', directCompensationPermits: [...permits].sort((a, b) => a.validTo.localeCompare(b.validTo)) };
  });

  app.get('/api/insurance/lahitapiola-apply-permit', { config: { accessLog: false } }, async (request, reply): Promise<LahiTapiolaApplyPermitResponse | { type: 'underageCustomer' }> => {
    const { lang, returnTo } = parseInput(LahiTapiolaApplyPermitQuerySchema, request.query);
    const { identityCode, mayUseLahiTapiola } = await patientOf(request);
    if (!mayUseLahiTapiola) return reply.code(403).send({ type: 'underageCustomer' });
    const redirectTo = `${config.publicOrigin}${PERMIT_RETURN_PATH}?${new URLSearchParams({ returnTo })}`;
    const redirectUrl = await asked(request, reply, 'lahitapiola', () => lahiTapiola.applyForPermit({ personalIdentityCode: identityCode, language: lang, redirectTo }));
    return { redirectUrl };
  });

  /**
   * The browser's way back from LähiTapiola's permit application: the outcome counts only with
   * the insurer's signature (otherwise it is an error), and the browser goes on to the portal page
   * it left, with `lahitapiola` in the query. Public: it reads nothing of anyone's.
   */
  app.get(PERMIT_RETURN_PATH, { config: { access: 'public', accessLog: false } }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const returnTo = v.safeParse(PortalReturnPathSchema, query['returnTo']);
    if (!returnTo.success) throw notFound();
    const status = lahiTapiola.readReturn(query) ?? 'error';
    const target = new URL(returnTo.output, config.publicOrigin);
    target.searchParams.set('lahitapiola', status);
    reply.header('cache-control', 'no-store');
    return reply.redirect(`${target.pathname}${target.search}`, 303);
  });
}
