import { isValidEmail } from '@portal/shared/util';
import type { PaytrailItem, PaytrailLanguage, PaytrailPaymentRequest } from '../paytrail/client';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const languages: readonly PaytrailLanguage[] = ['FI', 'SV', 'EN'];

export function paytrailLanguageOf(value: unknown): PaytrailLanguage | undefined {
  return languages.find((language) => language === value);
}

function isText(value: unknown, maxLength = 200): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength;
}

function isAbsoluteWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

/** `{ success, cancel }`, both absolute http(s) URLs: where the result is sent, so nothing else will do. */
export function urlPairOf(value: unknown): { success: string; cancel: string } | undefined {
  if (!isRecord(value) || !isAbsoluteWebUrl(value['success']) || !isAbsoluteWebUrl(value['cancel'])) return undefined;
  return { success: value['success'], cancel: value['cancel'] };
}

function itemOf(value: unknown): PaytrailItem | undefined {
  if (!isRecord(value)) return undefined;
  const { unitPrice, units, vatPercentage, productCode, description } = value;
  if (typeof unitPrice !== 'number' || !Number.isSafeInteger(unitPrice) || unitPrice < 0) return undefined;
  if (typeof units !== 'number' || !Number.isSafeInteger(units) || units <= 0) return undefined;
  if (typeof vatPercentage !== 'number' || vatPercentage < 0 || vatPercentage > 100) return undefined;
  if (!isText(productCode, 100)) return undefined;
  if (description !== undefined && typeof description !== 'string') return undefined;
  return { unitPrice, units, vatPercentage, productCode, ...(description === undefined ? {} : { description }) };
}

/**
 * The body of a create-payment request, checked the way Paytrail checks it, or the message of
 * its 400 answer. The callback URLs are optional at Paytrail; the portal always sends them, so
 * the stand-in insists, to catch a portal that forgets.
 */
export function readPaymentRequest(text: string): PaytrailPaymentRequest | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'Request body is not valid JSON';
  }
  if (!isRecord(body)) return 'Request body is not an object';
  const { stamp, reference, amount, currency, customer } = body;
  if (!isText(stamp)) return 'stamp is missing or too long';
  if (!isText(reference)) return 'reference is missing or too long';
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return 'amount must be a positive integer in cents';
  if (currency !== 'EUR') return 'currency must be EUR';
  const language = paytrailLanguageOf(body['language']);
  if (!language) return 'language must be FI, SV or EN';
  if (!Array.isArray(body['items']) || body['items'].length === 0) return 'items are missing';
  const items = body['items'].map(itemOf);
  const validItems = items.filter((item): item is PaytrailItem => item !== undefined);
  if (validItems.length !== items.length) return 'An item is invalid';
  if (validItems.reduce((sum, item) => sum + item.unitPrice * item.units, 0) !== amount) {
    return 'amount does not match the total of the items';
  }
  if (!isRecord(customer) || typeof customer['email'] !== 'string' || !isValidEmail(customer['email'])) {
    return 'customer.email is missing or invalid';
  }
  const redirectUrls = urlPairOf(body['redirectUrls']);
  if (!redirectUrls) return 'redirectUrls.success and redirectUrls.cancel must be absolute URLs';
  const callbackUrls = urlPairOf(body['callbackUrls']);
  if (!callbackUrls) return 'callbackUrls.success and callbackUrls.cancel must be absolute URLs';
  return {
    stamp,
    reference,
    amount,
    currency,
    language,
    items: validItems,
    customer: { email: customer['email'] },
    redirectUrls,
    callbackUrls,
  };
}
