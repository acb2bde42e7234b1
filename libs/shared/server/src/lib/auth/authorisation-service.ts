import type { Language } from '@portal/shared/util';
import { ageOn } from '@portal/shared/util';
import { randomUUID } from 'node:crypto';
import type { ValtuudetClient } from './valtuudet/client';

/** A guardian may act for a child aged this or younger (account doc section 1). */
export const MAX_MANDATE_AGE = 11;

/** A person the guardian chose to act for, and whether they may: the service allows it and the child is young enough. */
export interface ChosenPrincipal {
  identityCode: string;
  name: string;
  allowed: boolean;
}

/**
 * Whom a guardian may act for, as the national e-Authorizations service (Suomi.fi valtuudet)
 * decides it (docs/security.md, "Acting for a child"): after the guardian's strong sign-in the
 * browser goes to the service's selection page, the guardian chooses, and the choices are checked
 * one by one; later a switch to acting for a child asks the service again, without the guardian.
 * On top of the service's answer, the portal's own rule: a child aged 11 or younger.
 */
export interface AuthorisationService {
  /** Opens the service's session for the guardian: its id, and where the browser chooses. */
  begin(guardianIdentityCode: string, lang: Language, returnUri: string): Promise<{ session: string; url: string }>;
  /** Whom the guardian chose in the session, each checked. */
  chosen(session: string, code: string, returnUri: string, today: CalendarDay): Promise<ChosenPrincipal[]>;
  /** Whether the guardian may still act for the child, asked again without the guardian. */
  mayActFor(guardianIdentityCode: string, childIdentityCode: string, today: CalendarDay): Promise<boolean>;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The portal's own rule on top of the service's: a child aged MAX_MANDATE_AGE or younger. */
export function isYoungEnough(identityCode: string, today: CalendarDay): boolean {
  const age = ageOn(identityCode, today);
  return age !== null && age <= MAX_MANDATE_AGE;
}

/** The service behind its Web API and REST interface (production), or the local stand-in that speaks the same (development). */
export function createValtuudetAuthorisationService(client: ValtuudetClient): AuthorisationService {
  // Each call carries an id of its own, which the service's logs and ours can be matched by; no person is named in it.
  const requestId = () => randomUUID();
  return {
    async begin(guardianIdentityCode, lang, returnUri) {
      const { sessionId, userId } = await client.register(guardianIdentityCode, requestId());
      return { session: sessionId, url: client.authorizeUrl(userId, returnUri, lang) };
    },
    async chosen(session, code, returnUri, today) {
      const token = await client.token(code, returnUri);
      const principals = await client.principals(session, token, requestId());
      return Promise.all(
        principals.map(async (principal) => ({
          identityCode: principal.identityCode,
          name: principal.name,
          allowed: isYoungEnough(principal.identityCode, today) && (await client.isAllowed(session, token, principal.identityCode, requestId())),
        })),
      );
    },
    async mayActFor(guardianIdentityCode, childIdentityCode, today) {
      return isYoungEnough(childIdentityCode, today) && client.isAllowedWithoutSession(guardianIdentityCode, childIdentityCode, requestId());
    },
  };
}
