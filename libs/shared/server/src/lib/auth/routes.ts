import type { RecordSignIn } from '../access-log/access-log';
import { ActingForRequestSchema, AuthenticateQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { persons, rememberedPrincipals } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import { helsinkiDateString, isLanguage, validateIdentityCode } from '@portal/shared/util';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ApiConfig } from '../config';
import { isProduction } from '../config';
import { forbidden, HttpProblem, parseInput } from '../http/errors';
import type { RateLimitRule } from '../rate-limit/rate-limit';
import { addressKey, createRateLimiter } from '../rate-limit/rate-limit';
import { sessionCookieName, setSessionCookie } from '../sessions/access';
import type { SessionStore } from '../sessions/session-store';
import type { AuthorisationService, ChosenPrincipal } from './authorisation-service';
import { verifiedIdentification } from './identification-level';
import type { LoginTransaction, LoginTransactions } from './login-transactions';
import { LOGIN_TRANSACTION_MINUTES } from './login-transactions';
import type { IdentifiedClaims, OidcClient } from './oidc-client';
import { IdentificationFailed } from './oidc-client';
import { portalPaths, safeNextPath } from './portal-paths';

export interface AuthRouteDeps {
  config: ApiConfig;
  db: Database;
  oidc: OidcClient;
  store: SessionStore;
  transactions: LoginTransactions;
  /** Null where no authorisation service is configured: mandate sign-in then fails politely. */
  authorisation: AuthorisationService | null;
  now: () => Date;
  /** The access log's record of each sign-in, which the patient's "who has viewed my data" lists. */
  recordSignIn: RecordSignIn;
}

/**
 * Sign-ins started per client address: each keeps a transaction row until it finishes or runs
 * out (15 minutes), so one client can hold at most this many. A person needs a handful; a
 * household or a clinic's shared network a few dozen.
 */
export const SIGN_IN_START_LIMIT: RateLimitRule = { name: 'sign-in-start-address', limit: 100, windowMinutes: 15 };

export function loginCookieName(config: ApiConfig): string {
  return isProduction(config) ? '__Host-portal_login' : 'portal_login';
}

function loginCookieOptions(config: ApiConfig) {
  return { httpOnly: true, sameSite: 'lax', secure: isProduction(config), path: '/' } as const;
}

/**
 * Tells the portal, once, that a strong sign-in just happened and by which method (a bank's id,
 * no personal data): it tracks the login and clears the cookie, so the script must read it.
 */
export const strongAuthCookieName = 'portal_strong_auth';

export function strongAuthCookieOptions(config: ApiConfig) {
  return { httpOnly: false, sameSite: 'lax', secure: isProduction(config), path: '/', maxAge: 300 } as const;
}

function todayInHelsinki(now: Date) {
  const [year = 0, month = 0, day = 0] = helsinkiDateString(now).split('-').map(Number);
  return { year, month, day };
}

/** Finds the person the identity code names, or records a new one (without a patient record). */
async function personFor(db: Database, claims: Pick<IdentifiedClaims, 'ssn' | 'firstName' | 'lastName'>, lang: Language): Promise<number> {
  const [existing] = await db.select({ id: persons.id }).from(persons).where(eq(persons.ssn, claims.ssn));
  if (existing) return existing.id;
  const code = validateIdentityCode(claims.ssn);
  if (!code.valid) throw new IdentificationFailed('failed');
  const { year, month, day } = code.birthDate;
  const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const [created] = await db
    .insert(persons)
    .values({ ssn: claims.ssn, firstName: claims.firstName, lastName: claims.lastName, birthDate, language: lang })
    .onConflictDoUpdate({ target: persons.ssn, set: { firstName: claims.firstName } })
    .returning({ id: persons.id });
  if (!created) throw new Error('The person was not stored');
  return created.id;
}

/**
 * The address the e-Authorizations service returns the browser to, registered for the portal's
 * client (its local stand-in accepts no other).
 */
export function mandateReturnAddress(publicOrigin: string): string {
  return `${publicOrigin}/oauth/mandate`;
}

/** Where the e-Authorizations service returns the browser: a code, or an error when the guardian cancelled. */
const MandateReturnSchema = v.object({
  code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(2000))),
  error: v.optional(v.pipe(v.string(), v.maxLength(100))),
  state: v.optional(v.string()),
});

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { config, db, oidc, store, transactions, authorisation } = deps;
  const loginCookie = loginCookieName(config);
  const mandateReturnUri = mandateReturnAddress(config.publicOrigin);
  const limiter = createRateLimiter(db, deps.now);

  const pendingLogin = async (request: FastifyRequest): Promise<LoginTransaction | undefined> => {
    const id = request.cookies[loginCookie];
    return id ? transactions.find(id) : undefined;
  };

  const endLogin = async (reply: FastifyReply, transaction: LoginTransaction | undefined) => {
    if (transaction) await transactions.finish(transaction.id);
    reply.clearCookie(loginCookie, loginCookieOptions(config));
  };

  const fail = async (reply: FastifyReply, transaction: LoginTransaction | undefined, error: 'disallowed' | 'unknown') => {
    await endLogin(reply, transaction);
    const lang = transaction?.lang ?? 'fi';
    return reply.redirect(portalPaths.transactionPath(lang, error));
  };

  /** A fresh session for every sign-in: the old one, if any, is deleted (no session fixation). */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    transaction: LoginTransaction,
    personId: number,
    actingForId: number | null,
    identification: string,
    mayActFor: number[] = [],
  ) => {
    const previous = request.cookies[sessionCookieName(config)];
    if (previous) await store.destroy(previous);
    const { token } = await store.create({
      personId,
      actingForId,
      sessionScope: transaction.sessionScope,
      lang: transaction.lang,
      identificationMethod: identification,
      mayActFor,
    });
    setSessionCookie(reply, config, token);
    await deps.recordSignIn(request, { personId, actingForId, method: identification });
    // The portal tracks the method the person chose (a level of assurance names no method).
    const method = transaction.identificationMethod ?? identification;
    reply.setCookie(strongAuthCookieName, method, strongAuthCookieOptions(config));
    await endLogin(reply, transaction);
    return reply.redirect(transaction.next);
  };

  app.get('/oauth/authenticate', async (request, reply) => {
    const query = parseInput(AuthenticateQuerySchema, request.query);
    if (!(await limiter.consume(SIGN_IN_START_LIMIT, addressKey(request.ip))).allowed) {
      request.log.warn('too many sign-ins started from one address');
      return reply.redirect(portalPaths.transactionPath(query.lang, 'unknown'));
    }
    const request_ = await oidc.authorizationRequest({ acr: query.acr_values, lang: query.lang });
    const id = await transactions.start({
      codeVerifier: request_.codeVerifier,
      state: request_.state,
      nonce: request_.nonce,
      next: safeNextPath(query.next, query.lang),
      lang: query.lang,
      mode: query.mode,
      sessionScope: query.sessionScope,
      identificationMethod: query.acr_values ?? null,
    });
    reply.setCookie(loginCookie, id, { ...loginCookieOptions(config), maxAge: LOGIN_TRANSACTION_MINUTES * 60 });
    reply.header('cache-control', 'no-store');
    return reply.redirect(request_.url);
  });

  app.get('/oauth/callback', async (request, reply) => {
    const transaction = await pendingLogin(request);
    if (!transaction) return fail(reply, undefined, 'unknown');
    let claims: IdentifiedClaims;
    try {
      claims = await oidc.complete(new URL(request.url, config.publicOrigin), transaction);
    } catch (error) {
      if (error instanceof IdentificationFailed && error.reason === 'cancelled') {
        await endLogin(reply, transaction);
        return reply.redirect(portalPaths.front(transaction.lang));
      }
      request.log.warn({ err: { type: error instanceof Error ? error.name : 'unknown' } }, 'identification failed');
      return fail(reply, transaction, 'unknown');
    }
    // What the identity provider says it did, not what was asked of it.
    const identification = verifiedIdentification(claims.acr, transaction.identificationMethod);
    if (identification === null) {
      request.log.warn('identification below the required level');
      return fail(reply, transaction, 'unknown');
    }
    const personId = await personFor(db, claims, transaction.lang);
    if (transaction.mode === 'self') return signIn(request, reply, transaction, personId, null, identification);
    if (!authorisation) return fail(reply, transaction, 'unknown');
    try {
      const choice = await authorisation.begin(claims.ssn, transaction.lang, mandateReturnUri);
      await transactions.setGuardian(transaction.id, personId, identification, choice.session);
      return reply.redirect(choice.url);
    } catch (error) {
      request.log.warn({ err: { type: error instanceof Error ? error.name : 'unknown' } }, 'authorisation service did not start');
      return fail(reply, transaction, 'unknown');
    }
  });

  // The e-Authorizations service returns the guardian's choice here: a code, or error=access_denied when they cancelled.
  app.get('/oauth/mandate', async (request, reply) => {
    const transaction = await pendingLogin(request);
    if (!transaction?.guardianId || !transaction.authorisationSession || !authorisation) return fail(reply, transaction, 'unknown');
    const { code, error } = parseInput(MandateReturnSchema, request.query);
    if (code === undefined) {
      // Cancelled at the service: back to the front page, as a cancelled identification goes.
      await endLogin(reply, transaction);
      return error === 'access_denied' ? reply.redirect(portalPaths.front(transaction.lang)) : reply.redirect(portalPaths.transactionPath(transaction.lang, 'unknown'));
    }
    let chosen: ChosenPrincipal[];
    try {
      chosen = await authorisation.chosen(transaction.authorisationSession, code, mandateReturnUri, todayInHelsinki(deps.now()));
    } catch (error) {
      request.log.warn({ err: { type: error instanceof Error ? error.name : 'unknown' } }, 'authorisation service did not answer');
      return fail(reply, transaction, 'unknown');
    }
    // The first chosen person is whom the session acts for: refused, the sign-in ends with the spec's "disallowed".
    const [first] = chosen;
    if (!first?.allowed) return fail(reply, transaction, 'disallowed');
    const allowed = await Promise.all(chosen.filter((principal) => principal.allowed).map((principal) => principalPersonId(db, principal, transaction.lang)));
    // With those chosen at earlier sign-ins whom the service still allows: the family the guardian may switch between.
    const family = await familyOfGuardian(db, authorisation, transaction.guardianId, allowed, deps.now(), request.log);
    return signIn(request, reply, transaction, transaction.guardianId, allowed[0] ?? null, transaction.identificationMethod ?? 'unknown', family);
  });

  // Switching whose data the session shows, without a new bank sign-in: the guardian's own, or a
  // child allowed at sign-in, asked of the service again. A refusal is the spec's "You cannot act
  // on behalf of this person" (403 not-allowed), and the session stays as it was.
  app.post('/api/session/acting-for', { config: { access: 'strong-session', accessLog: false } }, async (request) => {
    const { personId } = parseInput(ActingForRequestSchema, request.body);
    const session = request.session;
    if (!session) throw forbidden('not-allowed');
    if (personId !== null) {
      if (!authorisation || !session.mayActFor.includes(personId)) throw forbidden('not-allowed');
      const [guardian, child] = await Promise.all([identityCodeOf(db, session.personId), identityCodeOf(db, personId)]);
      let allowed = false;
      try {
        allowed = guardian !== null && child !== null && (await authorisation.mayActFor(guardian, child, todayInHelsinki(deps.now())));
      } catch (error) {
        request.log.warn({ err: { type: error instanceof Error ? error.name : 'unknown' } }, 'authorisation service did not answer');
        throw new HttpProblem(503, { type: 'ServiceUnavailable' });
      }
      if (!allowed) throw forbidden('not-allowed');
    }
    await store.actFor(session.tokenHash, personId);
    return { type: 'success' as const };
  });
}

/**
 * Whom a guardian may switch between after a mandate sign-in: the children chosen now, and those
 * chosen at earlier sign-ins (remembered_principals) that the service still allows when asked
 * again, without the guardian. The selection page returns one chosen person each time and the
 * service lists no one's principals, so this is how the family grows to every child the guardian
 * acts for. A child the service refuses now (grown past the age, the guardianship ended) is
 * forgotten; one it did not answer for is left out this time and asked again at the next sign-in.
 */
async function familyOfGuardian(db: Database, authorisation: AuthorisationService, guardianId: number, chosenNow: number[], now: Date, log: FastifyBaseLogger): Promise<number[]> {
  if (chosenNow.length > 0) {
    await db
      .insert(rememberedPrincipals)
      .values(chosenNow.map((childId) => ({ guardianId, childId, lastChosenAt: now })))
      .onConflictDoUpdate({ target: [rememberedPrincipals.guardianId, rememberedPrincipals.childId], set: { lastChosenAt: now } });
  }
  const earlier = (await db.select({ childId: rememberedPrincipals.childId }).from(rememberedPrincipals).where(eq(rememberedPrincipals.guardianId, guardianId)))
    .map((row) => row.childId)
    .filter((childId) => !chosenNow.includes(childId));
  const guardian = await identityCodeOf(db, guardianId);
  const stillAllowed: number[] = [];
  for (const childId of earlier) {
    const child = await identityCodeOf(db, childId);
    let allowed: boolean;
    try {
      allowed = guardian !== null && child !== null && (await authorisation.mayActFor(guardian, child, todayInHelsinki(now)));
    } catch (error) {
      log.warn({ err: { type: error instanceof Error ? error.name : 'unknown' } }, 'authorisation service did not answer for a remembered child');
      continue;
    }
    if (allowed) stillAllowed.push(childId);
    else await db.delete(rememberedPrincipals).where(and(eq(rememberedPrincipals.guardianId, guardianId), eq(rememberedPrincipals.childId, childId)));
  }
  return [...chosenNow, ...stillAllowed];
}

async function identityCodeOf(db: Database, personId: number): Promise<string | null> {
  const [row] = await db.select({ ssn: persons.ssn }).from(persons).where(eq(persons.id, personId));
  return row?.ssn ?? null;
}

/** The person the service's principal is in the portal: found by the identity code, or recorded (without a patient record). */
async function principalPersonId(db: Database, principal: ChosenPrincipal, lang: Language): Promise<number> {
  const [existing] = await db.select({ id: persons.id }).from(persons).where(eq(persons.ssn, principal.identityCode));
  if (existing) return existing.id;
  // The service names a person "Last First [Middle]", as the population register does.
  const [lastName = principal.name, ...firstNames] = principal.name.trim().split(/\s+/);
  return personFor(db, { ssn: principal.identityCode, firstName: firstNames.join(' ') || lastName, lastName }, lang);
}

export function langFrom(value: unknown): Language {
  return typeof value === 'string' && isLanguage(value) ? value : 'fi';
}
