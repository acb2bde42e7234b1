import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaytrailLanguage } from '../paytrail/client';
import { isRecord, paytrailLanguageOf, urlPairOf } from './payment-request';

/**
 * What the provider pages and the result need of a payment. The stand-in keeps no table (API
 * processes share only the database), so this travels with the browser, signed.
 */
export interface StandInTransaction {
  transactionId: string;
  stamp: string;
  reference: string;
  amount: number;
  language: PaytrailLanguage;
  redirectUrls: { success: string; cancel: string };
  callbackUrls: { success: string; cancel: string };
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export const TRANSACTION_LIFETIME_MS = 60 * 60 * 1000;

// The same secret signs Paytrail's messages; a prefix of our own keeps a token's MAC from ever
// being a valid Paytrail signature of some message (and the other way round).
const PURPOSE = 'paytrail-stand-in transaction\n';

function mac(secret: string, encoded: string): string {
  return createHmac('sha256', secret).update(PURPOSE + encoded).digest('hex');
}

/** base64url(JSON) + '.' + hex HMAC-SHA256. */
export function signTransaction(secret: string, transaction: StandInTransaction): string {
  const encoded = Buffer.from(JSON.stringify(transaction), 'utf8').toString('base64url');
  return `${encoded}.${mac(secret, encoded)}`;
}

function transactionOf(value: unknown): StandInTransaction | undefined {
  if (!isRecord(value)) return undefined;
  const { transactionId, stamp, reference, amount, expiresAt } = value;
  const language = paytrailLanguageOf(value['language']);
  const redirectUrls = urlPairOf(value['redirectUrls']);
  const callbackUrls = urlPairOf(value['callbackUrls']);
  if (typeof transactionId !== 'string' || typeof stamp !== 'string' || typeof reference !== 'string') return undefined;
  if (typeof amount !== 'number' || typeof expiresAt !== 'number' || !language || !redirectUrls || !callbackUrls) return undefined;
  return { transactionId, stamp, reference, amount, language, redirectUrls, callbackUrls, expiresAt };
}

/** The transaction a token carries, or undefined when it is not ours, was altered or has expired. */
export function readTransaction(secret: string, token: string, now: Date): StandInTransaction | undefined {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const transaction = transactionOf(value);
  return transaction && transaction.expiresAt > now.getTime() ? transaction : undefined;
}
