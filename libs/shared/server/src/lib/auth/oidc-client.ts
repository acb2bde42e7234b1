import * as client from 'openid-client';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Replaces fetch for the provider's back-channel calls (the bundled provider answers in-process). */
  fetch?: client.CustomFetch;
}

/** A pending authorization request: the secrets we keep until the callback. */
export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface IdentifiedClaims {
  ssn: string;
  firstName: string;
  lastName: string;
  acr: string | undefined;
}

export class IdentificationFailed extends Error {
  override readonly name = 'IdentificationFailed';
  constructor(
    readonly reason: 'cancelled' | 'failed',
    options?: ErrorOptions,
  ) {
    super(`identification ${reason}`, options);
  }
}

/** The relying party of the strong identification: authorization code flow with PKCE. */
export function createOidcClient(options: OidcClientOptions) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        client.ClientSecretBasic(options.clientSecret),
        {
          execute: new URL(options.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
          ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
        },
      )
      .catch((error: unknown) => {
        // Try again on the next sign-in rather than remembering a failure forever.
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async authorizationRequest(params: { acr: string | undefined; lang: string }): Promise<AuthorizationRequest> {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid profile hetu',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ui_locales: params.lang,
        // Every sign-in is a fresh strong identification, never a single sign-on of an earlier one.
        prompt: 'login',
        ...(params.acr ? { acr_values: params.acr } : {}),
      });
      return { url: url.href, codeVerifier, state, nonce };
    },

    /** Exchanges the callback's code for the ID token and reads the person from it. */
    async complete(
      callbackUrl: URL,
      pending: { codeVerifier: string; state: string; nonce: string },
    ): Promise<IdentifiedClaims> {
      if (callbackUrl.searchParams.get('error') === 'access_denied') throw new IdentificationFailed('cancelled');
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = tokens.claims() ?? {};
        const { hetu, given_name: firstName, family_name: lastName, acr } = claims;
        if (typeof hetu !== 'string' || typeof firstName !== 'string' || typeof lastName !== 'string') {
          throw new Error('The ID token lacks the identity code or the names');
        }
        return { ssn: hetu, firstName, lastName, acr: typeof acr === 'string' ? acr : undefined };
      } catch (error) {
        throw new IdentificationFailed('failed', { cause: error });
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
