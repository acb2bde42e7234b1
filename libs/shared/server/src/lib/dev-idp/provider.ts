import { identificationMethods } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { devIdpKeys } from '@portal/shared/db';
import { eq } from 'drizzle-orm';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import Provider from 'oidc-provider';
import { payloadAdapterFor } from './payload-adapter';

/** What the development identity provider asserts about a person: their code and names. */
export interface IdentifiedPerson {
  ssn: string;
  firstName: string;
  lastName: string;
}

/**
 * The account id carries the person itself (URL-safe base64 of JSON), so the provider needs no
 * population register of its own: any valid identity code can sign in, as with a real bank.
 */
export function accountIdOf(person: IdentifiedPerson): string {
  return Buffer.from(JSON.stringify([person.ssn, person.firstName, person.lastName])).toString('base64url');
}

export function personOf(accountId: string): IdentifiedPerson | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(accountId, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3 || !value.every((part) => typeof part === 'string')) return undefined;
    const [ssn, firstName, lastName] = value as [string, string, string];
    return { ssn, firstName, lastName };
  } catch {
    return undefined;
  }
}

export interface DevIdpOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  db: Database;
  now: () => Date;
  renderError(ctx: KoaContextWithOIDC, error: Error): void;
}

const KEYS_ROW = 1;

/**
 * The provider's signing key and cookie key, the same in every API process on the database: the
 * first to start makes them, the others (and later starts) read them. A sign-in may then pass
 * through any process: the interaction cookie set by one is read by another, and an ID token
 * signed by one is checked against the keys another publishes.
 */
export async function devIdpKeysOf(db: Database, now: Date): Promise<{ signingKey: Record<string, unknown>; cookieKey: string }> {
  const stored = () => db.select().from(devIdpKeys).where(eq(devIdpKeys.id, KEYS_ROW));
  const [existing] = await stored();
  if (existing) return { signingKey: existing.signingKey, cookieKey: existing.cookieKey };
  // Two processes starting together may both make keys: the first insert wins, both read it.
  await db
    .insert(devIdpKeys)
    .values({
      id: KEYS_ROW,
      signingKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as Record<string, unknown>,
      cookieKey: randomBytes(32).toString('base64url'),
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await stored();
  if (!row) throw new Error('The development identity provider has no keys');
  return { signingKey: row.signingKey, cookieKey: row.cookieKey };
}

export async function createDevIdp(options: DevIdpOptions): Promise<Provider> {
  const { signingKey, cookieKey } = await devIdpKeysOf(options.db, options.now());
  const configuration: Configuration = {
    adapter: payloadAdapterFor(options.db),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    acrValues: [...identificationMethods],
    claims: { openid: ['sub'], profile: ['given_name', 'family_name'], hetu: ['hetu'] },
    scopes: ['openid', 'profile', 'hetu'],
    // The portal reads the names and the identity code from the ID token; it needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: (_ctx, accountId) => {
      const person = personOf(accountId);
      if (!person) return undefined;
      return {
        accountId,
        claims: () => ({ sub: accountId, hetu: person.ssn, given_name: person.firstName, family_name: person.lastName }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/dev-idp/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [cookieKey] },
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'dev-idp' }] },
    ttl: { AccessToken: 300, AuthorizationCode: 60, IdToken: 300, Interaction: 600, Session: 600, Grant: 600 },
    renderError: (ctx, _out, error) => options.renderError(ctx, error),
  };
  const provider = new Provider(options.issuer, configuration);
  // The browser reaches the provider through the Vite proxy or a load balancer.
  provider.proxy = true;
  return provider;
}
