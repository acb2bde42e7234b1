import type { IdentificationMethod } from '@portal/shared/contracts';
import { identificationMethods } from '@portal/shared/contracts';

/**
 * The Finnish Trust Network's levels of assurance that count as strong identification
 * (eIDAS substantial and high). An identity broker that names the level rather than the bank or
 * certificate answers with one of these.
 */
export const STRONG_ASSURANCE_LEVELS: ReadonlySet<string> = new Set(['http://ftn.ficora.fi/2017/loa2', 'http://ftn.ficora.fi/2017/loa3']);

function isIdentificationMethod(value: string): value is IdentificationMethod {
  return (identificationMethods as readonly string[]).includes(value);
}

/**
 * What the ID token's `acr` says about the identification, or null when it is weaker than the
 * patient pages require: every page with health data needs a strong identification. A token
 * naming a method must name the one the sign-in asked for (a broker answering with another bank
 * did something other than what was asked); one naming a level must name substantial or high;
 * a token without `acr`, or with anything else, is refused.
 */
export function verifiedIdentification(acr: string | undefined, requested: string | null): string | null {
  if (acr === undefined) return null;
  if (isIdentificationMethod(acr)) return requested === null || acr === requested ? acr : null;
  return STRONG_ASSURANCE_LEVELS.has(acr) ? acr : null;
}
