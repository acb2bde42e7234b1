import type { Database } from '@portal/shared/db';
import { guardianships, persons } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import { ageOn } from '@portal/shared/util';
import { and, eq } from 'drizzle-orm';

/** A guardian may act for a child aged this or younger (account doc section 1). */
export const MAX_MANDATE_AGE = 11;

export type MandateDecision = { allowed: true; childId: number } | { allowed: false };

/**
 * The national authorisation service that tells whether a guardian may act for a child.
 * `selectionUrl` is where the guardian chooses the child after the strong identification; the
 * service returns the choice to `POST /oauth/mandate`.
 */
export interface AuthorisationService {
  selectionUrl(lang: Language): string;
  decide(guardianId: number, chosenSsn: string, today: { year: number; month: number; day: number }): Promise<MandateDecision>;
}

/** Development implementation: guardianships come from our own database. */
export function createDatabaseAuthorisationService(db: Database): AuthorisationService {
  return {
    selectionUrl: (lang) => `/dev-idp/mandates?lang=${lang}`,
    async decide(guardianId, chosenSsn, today) {
      const [row] = await db
        .select({ childId: persons.id, ssn: persons.ssn })
        .from(guardianships)
        .innerJoin(persons, eq(persons.id, guardianships.childId))
        .where(and(eq(guardianships.guardianId, guardianId), eq(persons.ssn, chosenSsn)));
      if (!row) return { allowed: false };
      const age = ageOn(row.ssn, today);
      return age !== null && age <= MAX_MANDATE_AGE ? { allowed: true, childId: row.childId } : { allowed: false };
    },
  };
}
