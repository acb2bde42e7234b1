import type { RecordSignIn } from '../access-log/access-log';
import { AuthenticateQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { persons } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import { helsinkiDateString, isLanguage, validateIdentityCode } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ApiConfig } from '../config';
import { isProduction } from '../config';
import { forbidden, parseInput } from '../http/errors';
import type { RateLimitRule } from '../rate-limit/rate-limit';
import { addressKey, createRateLimiter } from '../rate-limit/rate-limit';
import { isSameOrigin, sessionCookieName, setSessionCookie } from '../sessions/access';
import type { SessionStore } from '../sessions/session-store';
import type { AuthorisationService } from './authorisation-service';
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

function todayInHelsinki() {
  const [year = 0, month = 0, day = 0] = helsinkiDateString(new Date()).split('-').map(Number);
  return { year, month, day };
}

/** Finds the person the identity code names, or records a new one (without a patient record). */
async function personFor(db: Database, claims: IdentifiedClaims, lang: Language): Promise<number> {
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

const MandateFormSchema = v.object({ ssn: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(11)) });

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { config, db, oidc, store, transactions, authorisation } = deps;
  const loginCookie = loginCookieName(config);
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
  ) => {
    const previous = request.cookies[sessionCookieName(config)];
    if (previous) await store.destroy(previous);
    const { token } = await store.create({
      personId,
      actingForId,
      sessionScope: transaction.sessionScope,
      lang: transaction.lang,
      identificationMethod: identification,
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
    await transactions.setGuardian(transaction.id, personId, identification);
    return reply.redirect(authorisation.selectionUrl(transaction.lang));
  });

  // The authorisation service returns the guardian's choice here.
  app.post('/oauth/mandate', async (request, reply) => {
    if (!isSameOrigin(request, config)) throw forbidden('origin');
    const transaction = await pendingLogin(request);
    if (!transaction?.guardianId || !authorisation) return fail(reply, transaction, 'unknown');
    const { ssn } = parseInput(MandateFormSchema, request.body);
    const decision = await authorisation.decide(transaction.guardianId, ssn, todayInHelsinki());
    if (!decision.allowed) return fail(reply, transaction, 'disallowed');
    return signIn(request, reply, transaction, transaction.guardianId, decision.childId, transaction.identificationMethod ?? 'unknown');
  });
}

export function langFrom(value: unknown): Language {
  return typeof value === 'string' && isLanguage(value) ? value : 'fi';
}
