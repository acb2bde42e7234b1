import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/**
 * The stand-in's session ids, user ids, codes and access tokens carry what they stand for, signed,
 * instead of pointing into a table: two API processes on one database share no memory, and the
 * delegate's browser may come back to either. `base64url(JSON) + '.' + base64url(HMAC-SHA256)`
 * under the stand-in's API key. They are signed, not sealed: anyone holding one can read the test
 * person's identity code in it, which is acceptable only because the stand-in serves development
 * and tests, never real people.
 */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;
export const CODE_LIFETIME_MS = 2 * 60 * 1000;
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** `exp` is in seconds since the epoch, as in OAuth's own tokens: it keeps a session id short. */
const expiry = v.pipe(v.number(), v.integer());
/**
 * The session id names the session only: it travels in the path of every session call, where
 * the router takes at most 100 characters a segment, and the delegate's identity code need not
 * travel with it (the access token, which every session call also carries, has it).
 */
const session = v.object({ sid: v.string(), exp: expiry });
/** The user id opens the selection page, which lists the delegate's children. */
const user = v.object({ sid: v.string(), delegate: v.string(), exp: expiry });
const code = v.object({ sid: v.string(), delegate: v.string(), principal: v.string(), redirectUri: v.string(), exp: expiry });
const token = v.object({ sid: v.string(), delegate: v.string(), principal: v.string(), exp: expiry });

const schemas = { session, user, code, token } as const;

/** A session's own id: 72 random bits, enough to tell sessions apart, in 12 characters. */
export function newSessionKey(): string {
  return randomBytes(9).toString('base64url');
}

/** The `exp` of a value made `now` to live `lifetimeMs`. */
export function expiresAfter(now: Date, lifetimeMs: number): number {
  return Math.floor((now.getTime() + lifetimeMs) / 1000);
}

export type StandInValueKind = keyof typeof schemas;
export type StandInValue<K extends StandInValueKind> = v.InferOutput<(typeof schemas)[K]>;

/**
 * The kind is part of what is signed: a user id (which the browser sees) cannot be passed off as
 * a session id, nor a code as an access token. The prefix also keeps these MACs apart from the
 * call checksums made with the same key, which always begin with a path.
 */
function mac(apiKey: string, kind: StandInValueKind, encoded: string): string {
  return createHmac('sha256', apiKey).update(`valtuudet-stand-in ${kind}\n${encoded}`, 'utf8').digest('base64url');
}

export function signStandInValue<K extends StandInValueKind>(apiKey: string, kind: K, value: StandInValue<K>): string {
  const encoded = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${encoded}.${mac(apiKey, kind, encoded)}`;
}

/** What a value carries, or undefined when it is not the stand-in's, not of this kind, altered or expired. */
export function readStandInValue<K extends StandInValueKind>(apiKey: string, kind: K, text: string | undefined, now: Date): StandInValue<K> | undefined {
  const [encoded, signature, ...rest] = (text ?? '').split('.');
  if (!encoded || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(apiKey, kind, encoded), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(schemas[kind], json);
  if (!parsed.success) return undefined;
  const value = parsed.output as StandInValue<K>;
  return value.exp * 1000 > now.getTime() ? value : undefined;
}
