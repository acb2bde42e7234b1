import * as v from 'valibot';
import { valtuudetPaths } from './paths';
import { VALTUUDET_AUTHORIZATION_HEADER, valtuudetAuthorizationHeader } from './signing';

/** The portal's registration with Suomi.fi valtuudet (or the local stand-in's development values). */
export interface ValtuudetSettings {
  /** The service's origin, e.g. https://asiointivaltuustarkastus.suomi.fi, or the stand-in's address. */
  baseUrl: string;
  clientId: string;
  /** Signs every call (the checksum header). */
  apiKey: string;
  /** The OAuth client password, for exchanging the selection's code for an access token. */
  oauthPassword: string;
}

/** A person the delegate chose to act for in the selection interface. */
export interface ValtuudetPrincipal {
  identityCode: string;
  name: string;
}

/**
 * A failed call: `status` is the service's HTTP status, or null when it did not answer. The
 * message names the call and the status only, never an identity code or a token, so it may be
 * logged and shown to support as it is.
 */
export class ValtuudetError extends Error {
  override readonly name = 'ValtuudetError';
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface ValtuudetClient {
  /** Starts a session for the signed-in delegate; the user id takes their browser to the selection interface. */
  register(delegateIdentityCode: string, requestId: string): Promise<{ sessionId: string; userId: string }>;
  /** The selection interface's address, where the delegate chooses whom they act for. */
  authorizeUrl(userId: string, redirectUri: string, lang: 'fi' | 'sv' | 'en'): string;
  /** The access token for the code the selection interface returned with the browser. */
  token(code: string, redirectUri: string): Promise<string>;
  /** Whom the delegate chose in the session. */
  principals(sessionId: string, accessToken: string, requestId: string): Promise<ValtuudetPrincipal[]>;
  /** Whether the delegate may act for the principal, asked within the delegate's session. */
  isAllowed(sessionId: string, accessToken: string, principalIdentityCode: string, requestId: string): Promise<boolean>;
  /** The same question asked by the portal itself, without the delegate's session (a re-check later on). */
  isAllowedWithoutSession(delegateIdentityCode: string, principalIdentityCode: string, requestId: string): Promise<boolean>;
}

/**
 * How long the service gets to answer, the body included. The delegate waits at the sign-in
 * meanwhile, so a service that does not answer is given up on rather than waited for.
 */
export const VALTUUDET_TIMEOUT_MS = 10_000;

/**
 * Who asks in a call without the delegate's session: the service records it as the end user.
 * The portal's system re-checks have no person behind them, so they name the portal.
 */
export const VALTUUDET_SYSTEM_USER_ID = 'patient-portal';

const nonEmpty = v.pipe(v.string(), v.minLength(1));

const registerAnswer = v.object({ sessionId: nonEmpty, userId: nonEmpty });
const tokenAnswer = v.object({
  access_token: nonEmpty,
  token_type: v.pipe(
    v.string(),
    v.check((type) => type.toLowerCase() === 'bearer'),
  ),
  expires_in: v.optional(v.number()),
});
const principalsAnswer = v.array(v.object({ personId: nonEmpty, name: v.string() }));
// Only the result decides; the reasons of a refusal are the service's own words and are not needed.
const authorizationAnswer = v.object({ result: v.string() });

type Query = Record<string, string>;

export function createValtuudetClient(
  settings: ValtuudetSettings,
  options: { fetch?: typeof fetch; now?: () => Date; timeoutMs?: number } = {},
): ValtuudetClient {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? VALTUUDET_TIMEOUT_MS;
  const base = settings.baseUrl.replace(/\/+$/, '');
  // A wrong base URL fails here, at start-up, not in a call whose address holds an identity code.
  if (!URL.canParse(base)) throw new ValtuudetError(null, 'The authorisation service base URL is not a URL');
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.oauthPassword}`, 'utf8').toString('base64')}`;

  /** `path` comes from valtuudetPaths, its segments encoded. */
  function urlOf(path: string, query: Query): URL {
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams(query).toString();
    return url;
  }

  /**
   * One signed call. `operation` names the call in an error message; nothing the call carries
   * (identity codes in the path, tokens, the answer's body) goes into one.
   */
  async function call<S extends v.GenericSchema>(
    operation: string,
    method: 'GET' | 'POST',
    url: URL,
    headers: Record<string, string>,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    // Signed as sent: the URL as fetch will send it, its path and query already normalised.
    const signature = valtuudetAuthorizationHeader(settings.clientId, settings.apiKey, `${url.pathname}${url.search}`, now());
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await send(url.toString(), {
        method,
        headers: { ...headers, [VALTUUDET_AUTHORIZATION_HEADER]: signature, accept: 'application/json' },
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new ValtuudetError(null, `The authorisation service did not answer the ${operation} call in time`);
      // Only the error's type: a network error's message may quote the address, identity codes and all.
      throw new ValtuudetError(null, `The authorisation service could not be reached for the ${operation} call (${error instanceof Error ? error.name : 'unknown error'})`);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new ValtuudetError(response.status, `The authorisation service refused the ${operation} call: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ValtuudetError(response.status, `The authorisation service answered the ${operation} call with something else than JSON`);
    }
    const parsed = v.safeParse(schema, body);
    // The issues are left out: they may quote the values, identity codes among them.
    if (!parsed.success) throw new ValtuudetError(response.status, `The authorisation service answered the ${operation} call with an unexpected shape`);
    return parsed.output;
  }

  return {
    async register(delegateIdentityCode, requestId) {
      const url = urlOf(valtuudetPaths.register(settings.clientId, delegateIdentityCode), { requestId });
      const answer = await call('register', 'GET', url, {}, registerAnswer);
      return { sessionId: answer.sessionId, userId: answer.userId };
    },

    authorizeUrl(userId, redirectUri, lang) {
      return urlOf(valtuudetPaths.authorize, {
        client_id: settings.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        user: userId,
        lang,
      }).toString();
    },

    async token(code, redirectUri) {
      const url = urlOf(valtuudetPaths.token, { code, grant_type: 'authorization_code', redirect_uri: redirectUri });
      const answer = await call('token', 'POST', url, { authorization: basic }, tokenAnswer);
      return answer.access_token;
    },

    async principals(sessionId, accessToken, requestId) {
      const url = urlOf(valtuudetPaths.delegate(sessionId), { requestId });
      const answer = await call('principals', 'GET', url, { authorization: `Bearer ${accessToken}` }, principalsAnswer);
      return answer.map((principal) => ({ identityCode: principal.personId, name: principal.name }));
    },

    async isAllowed(sessionId, accessToken, principalIdentityCode, requestId) {
      const url = urlOf(valtuudetPaths.authorization(sessionId, principalIdentityCode), { requestId });
      const answer = await call('authorization', 'GET', url, { authorization: `Bearer ${accessToken}` }, authorizationAnswer);
      return answer.result === 'ALLOWED';
    },

    async isAllowedWithoutSession(delegateIdentityCode, principalIdentityCode, requestId) {
      const url = urlOf(valtuudetPaths.restAuthorization(settings.clientId, delegateIdentityCode, principalIdentityCode), { requestId });
      const answer = await call('system authorization', 'GET', url, { 'X-userId': VALTUUDET_SYSTEM_USER_ID }, authorizationAnswer);
      return answer.result === 'ALLOWED';
    },
  };
}
