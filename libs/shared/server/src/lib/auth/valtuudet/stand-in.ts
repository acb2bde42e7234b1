import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@portal/shared/db';
import { guardianships, persons } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import { ageOn, helsinkiDateString, isLanguage, normalizeIdentityCode, validateIdentityCode } from '@portal/shared/util';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from '../../dev-idp/html';
import { valtuudetRoutes } from './paths';
import { checkValtuudetAuthorizationHeader } from './signing';
import type { ListedChild, SelectionFields } from './stand-in-page';
import { selectionBody, selectionGoneBody, selectionTitle } from './stand-in-page';
import type { StandInValue, StandInValueKind } from './stand-in-values';
import { CODE_LIFETIME_MS, expiresAfter, newSessionKey, readStandInValue, SESSION_LIFETIME_MS, signStandInValue, TOKEN_LIFETIME_MS } from './stand-in-values';
import { prepareStandIn } from '../../http/stand-in-context';

/** Where the stand-in answers in the API server: its base URL is `${origin}${VALTUUDET_STAND_IN_PREFIX}`. */
export const VALTUUDET_STAND_IN_PREFIX = '/valtuudet-stand-in';

/**
 * The stand-in's client registration. Development values only, known to anyone reading this
 * file: they sign nothing outside development and tests, and the real service never sees them.
 */
export const valtuudetStandInCredentials: Readonly<{ clientId: string; apiKey: string; oauthPassword: string }> = {
  clientId: 'devportal',
  apiKey: 'development-only-valtuudet-api-key',
  oauthPassword: 'development-only-valtuudet-oauth-password',
};

/**
 * The stand-in's own words for why it refused; the client reads only the result. A child is a
 * principal of their guardian until they turn 18; the portal applies its own, stricter age limit.
 */
type Refusal = 'NOT_CHOSEN_IN_SESSION' | 'NO_GUARDIANSHIP' | 'PRINCIPAL_OF_AGE';

const ADULT_AGE = 18;

const PREFIX = VALTUUDET_STAND_IN_PREFIX;
const AUTHORIZE_PATH = `${PREFIX}${valtuudetRoutes.authorize}`;

/** A form's or a query's field; '' when it is missing or given more than once. */
function field(fields: unknown, name: string): string {
  const value = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `url` with `query` added after any query it has, before any fragment. */
function withQuery(url: string, query: string): string {
  const target = new URL(url);
  target.search = target.search ? `${target.search}&${query}` : `?${query}`;
  return target.toString();
}

/**
 * The address as given when it is one of the client's registered return addresses, as the
 * service only sends the browser back to an address registered for the client. Anything else (another
 * page of the same origin, `javascript:`, a bare path) is refused.
 */
function returnAddress(value: string, registered: readonly string[]): string | undefined {
  try {
    const url = new URL(value).toString();
    return registered.some((address) => new URL(address).toString() === url) ? url : undefined;
  } catch {
    return undefined;
  }
}

function unauthorized(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(401).send({ error: 'unauthorized', message });
}

/**
 * A local stand-in for Suomi.fi valtuudet in the case of a person acting for another person,
 * for development and tests: the same signed Web API and REST calls, the selection interface where
 * the delegate chooses whom they act for, and OAuth's code and token. The population register is
 * the database: the delegate may act for a child in their guardianship who is under 18 on the
 * stand-in's clock. It keeps no state of its own (see stand-in-values.ts), so any API process on
 * the database answers any step. Like the service, it sends the browser back only to the client's
 * registered return addresses (`returnAddresses`: the portal's mandate return).
 */
export function registerValtuudetStandIn(app: FastifyInstance, deps: { db: Database; now: () => Date; returnAddresses: readonly string[] }): void {
  const { db, now, returnAddresses } = deps;
  const credentials = valtuudetStandInCredentials;
  const sign = <K extends StandInValueKind>(kind: K, value: StandInValue<K>) => signStandInValue(credentials.apiKey, kind, value);
  const read = <K extends StandInValueKind>(kind: K, text: string | undefined) => readStandInValue(credentials.apiKey, kind, text, now());

  /** The path and query exactly as the caller sent them: what the checksum covers. */
  const signedCall = (request: FastifyRequest) =>
    checkValtuudetAuthorizationHeader(headerOf(request, 'x-asiointivaltuudetauthorization'), credentials, request.url, now());

  function bearer(request: FastifyRequest): string | undefined {
    const match = /^Bearer (\S+)$/i.exec(headerOf(request, 'authorization') ?? '');
    return match?.[1];
  }

  function hasClientPassword(request: FastifyRequest): boolean {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(headerOf(request, 'authorization') ?? '');
    if (!match?.[1]) return false;
    return sameText(Buffer.from(match[1], 'base64').toString('utf8'), `${credentials.clientId}:${credentials.oauthPassword}`);
  }

  /** Today's date in Helsinki on the stand-in's clock: ages change at Finnish midnight. */
  function today() {
    const [year = 0, month = 0, day = 0] = helsinkiDateString(now()).split('-').map(Number);
    return { year, month, day };
  }

  async function childrenOf(delegate: string): Promise<ListedChild[]> {
    const guardian = alias(persons, 'guardian');
    const rows = await db
      .select({ ssn: persons.ssn, firstName: persons.firstName, lastName: persons.lastName })
      .from(guardianships)
      .innerJoin(guardian, eq(guardian.id, guardianships.guardianId))
      .innerJoin(persons, eq(persons.id, guardianships.childId))
      .where(eq(guardian.ssn, delegate))
      .orderBy(asc(persons.birthDate));
    const on = today();
    return rows.map((row) => ({ identityCode: row.ssn, name: `${row.firstName} ${row.lastName}`, age: ageOn(row.ssn, on) }));
  }

  async function refusal(delegate: string, principal: string): Promise<Refusal | undefined> {
    const guardian = alias(persons, 'guardian');
    const child = alias(persons, 'child');
    const [row] = await db
      .select({ ssn: child.ssn })
      .from(guardianships)
      .innerJoin(guardian, eq(guardian.id, guardianships.guardianId))
      .innerJoin(child, eq(child.id, guardianships.childId))
      .where(and(eq(guardian.ssn, delegate), eq(child.ssn, principal)))
      .limit(1);
    if (!row) return 'NO_GUARDIANSHIP';
    const age = ageOn(row.ssn, today());
    return age !== null && age < ADULT_AGE ? undefined : 'PRINCIPAL_OF_AGE';
  }

  function answer(reply: FastifyReply, reason: Refusal | undefined): FastifyReply {
    return reply.send(reason === undefined ? { result: 'ALLOWED' } : { result: 'DISALLOWED', reasons: [reason] });
  }

  /** The session and the access token of a Web API call, when both hold and belong together. */
  function sessionCall(request: FastifyRequest<{ Params: { sessionId: string } }>): StandInValue<'token'> | undefined {
    const session = read('session', request.params.sessionId);
    const token = read('token', bearer(request));
    return session && token && token.sid === session.sid ? token : undefined;
  }

  /** What the selection page posts and is opened with; undefined when the selection cannot go on. */
  function selectionOf(input: { client_id: string; response_type?: string; redirect_uri: string; user: string; lang: string }) {
    const lang: Language = isLanguage(input.lang) ? input.lang : 'fi';
    const user = read('user', input.user);
    const redirectUri = returnAddress(input.redirect_uri, returnAddresses);
    const valid = user && redirectUri && input.client_id === credentials.clientId && (input.response_type ?? 'code') === 'code';
    const fields: SelectionFields = { clientId: credentials.clientId, redirectUri: redirectUri ?? '', user: input.user, lang };
    return { lang, selection: valid ? { user, redirectUri, fields } : undefined };
  }

  async function showSelection(reply: FastifyReply, selection: { user: StandInValue<'user'>; redirectUri: string; fields: SelectionFields }, invalidCode?: string) {
    const body = selectionBody({
      action: AUTHORIZE_PATH,
      fields: selection.fields,
      children: await childrenOf(selection.user.delegate),
      cancelHref: withQuery(selection.redirectUri, 'error=access_denied'),
      ...(invalidCode === undefined ? {} : { invalidCode }),
    });
    return sendPage(reply, selection.fields.lang, selectionTitle(selection.fields.lang), body);
  }

  void app.register(async (standIn) => {
    prepareStandIn(standIn);

    // Web API: a session for the signed-in delegate, and the user id that opens the selection.
    standIn.get<{ Params: { clientId: string; delegate: string } }>(`${PREFIX}${valtuudetRoutes.register}`, async (request, reply) => {
      if (!signedCall(request) || request.params.clientId !== credentials.clientId) return unauthorized(reply, 'Checksum missing or invalid');
      const delegate = normalizeIdentityCode(request.params.delegate);
      if (!validateIdentityCode(delegate).valid) return reply.code(400).send({ error: 'bad_request', message: 'Invalid identity code' });
      const sid = newSessionKey();
      const exp = expiresAfter(now(), SESSION_LIFETIME_MS);
      return reply.send({ sessionId: sign('session', { sid, exp }), userId: sign('user', { sid, delegate, exp }) });
    });

    // The selection interface (the browser's page): no checksum, the signed user id is the key.
    standIn.get(AUTHORIZE_PATH, async (request, reply) => {
      const query = request.query;
      const { lang, selection } = selectionOf({
        client_id: field(query, 'client_id'),
        response_type: field(query, 'response_type'),
        redirect_uri: field(query, 'redirect_uri'),
        user: field(query, 'user'),
        lang: field(query, 'lang'),
      });
      if (!selection) return sendPage(reply.code(400), lang, selectionTitle(lang), selectionGoneBody(lang));
      return showSelection(reply, selection);
    });

    standIn.post(AUTHORIZE_PATH, async (request, reply) => {
      const body = request.body;
      const { lang, selection } = selectionOf({
        client_id: field(body, 'client_id'),
        redirect_uri: field(body, 'redirect_uri'),
        user: field(body, 'user'),
        lang: field(body, 'lang'),
      });
      if (!selection) return sendPage(reply.code(400), lang, selectionTitle(lang), selectionGoneBody(lang));
      const typed = field(body, 'ssn').slice(0, 11);
      const principal = normalizeIdentityCode(typed);
      if (!validateIdentityCode(principal).valid) return showSelection(reply.code(400), selection, typed);
      // Anyone with a valid identity code gets a code: whether the delegate may act for them is
      // the authorization call's answer, as with the real service.
      const { sid, delegate } = selection.user;
      const code = sign('code', { sid, delegate, principal, redirectUri: selection.redirectUri, exp: expiresAfter(now(), CODE_LIFETIME_MS) });
      return reply.redirect(withQuery(selection.redirectUri, new URLSearchParams({ code }).toString()), 303);
    });

    standIn.post(`${PREFIX}${valtuudetRoutes.token}`, async (request, reply) => {
      if (!signedCall(request)) return unauthorized(reply, 'Checksum missing or invalid');
      if (!hasClientPassword(request)) return unauthorized(reply, 'Client credentials missing or invalid');
      if (field(request.query, 'grant_type') !== 'authorization_code') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const code = read('code', field(request.query, 'code'));
      if (!code) return reply.code(401).send({ error: 'invalid_grant', message: 'Code invalid or expired' });
      if (returnAddress(field(request.query, 'redirect_uri'), returnAddresses) !== code.redirectUri) return reply.code(400).send({ error: 'invalid_grant', message: 'redirect_uri does not match' });
      const { sid, delegate, principal } = code;
      const accessToken = sign('token', { sid, delegate, principal, exp: expiresAfter(now(), TOKEN_LIFETIME_MS) });
      // A second short of the token's life, as the service's own answers are.
      return reply.send({ access_token: accessToken, token_type: 'bearer', expires_in: TOKEN_LIFETIME_MS / 1000 - 1 });
    });

    standIn.get<{ Params: { sessionId: string } }>(`${PREFIX}${valtuudetRoutes.delegate}`, async (request, reply) => {
      if (!signedCall(request)) return unauthorized(reply, 'Checksum missing or invalid');
      const token = sessionCall(request);
      if (!token) return unauthorized(reply, 'Session or access token invalid or expired');
      const [person] = await db.select({ firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.ssn, token.principal));
      // Someone not in the register has no name to tell.
      return reply.send([{ personId: token.principal, name: person ? `${person.firstName} ${person.lastName}` : '' }]);
    });

    standIn.get<{ Params: { sessionId: string; principal: string } }>(`${PREFIX}${valtuudetRoutes.authorization}`, async (request, reply) => {
      if (!signedCall(request)) return unauthorized(reply, 'Checksum missing or invalid');
      const token = sessionCall(request);
      if (!token) return unauthorized(reply, 'Session or access token invalid or expired');
      const principal = normalizeIdentityCode(request.params.principal);
      // Within a session only the person chosen in it is asked about.
      if (principal !== token.principal) return answer(reply, 'NOT_CHOSEN_IN_SESSION');
      return answer(reply, await refusal(token.delegate, principal));
    });

    // The Authorization REST API: the portal asks on its own, without the delegate's session.
    standIn.get<{ Params: { clientId: string; delegate: string; principal: string } }>(
      `${PREFIX}${valtuudetRoutes.restAuthorization}`,
      async (request, reply) => {
        if (!signedCall(request) || request.params.clientId !== credentials.clientId) return unauthorized(reply, 'Checksum missing or invalid');
        if (!headerOf(request, 'x-userid')) return reply.code(400).send({ error: 'bad_request', message: 'X-userId missing' });
        return answer(reply, await refusal(normalizeIdentityCode(request.params.delegate), normalizeIdentityCode(request.params.principal)));
      },
    );
  });
}
