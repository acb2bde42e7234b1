import type { Database } from '@portal/shared/db';
import { occupationalTeamMembers, practitioners } from '@portal/shared/db';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const substitutes = alias(practitioners, 'substitutes');

/** The team in the order the agreement lists it, each with the substitute when there is one. */
export function teamMembersOf(db: Database, personId: number) {
  return db
    .select({
      professionalType: occupationalTeamMembers.professionalType,
      practitioner: { id: practitioners.id, name: practitioners.name, title: practitioners.title, isResource: practitioners.isResource },
      substitute: { id: substitutes.id, name: substitutes.name, isResource: substitutes.isResource },
      substituteFrom: occupationalTeamMembers.substituteFrom,
      substituteUntil: occupationalTeamMembers.substituteUntil,
    })
    .from(occupationalTeamMembers)
    .innerJoin(practitioners, eq(practitioners.id, occupationalTeamMembers.practitionerId))
    .leftJoin(substitutes, eq(substitutes.id, occupationalTeamMembers.substitutePractitionerId))
    .where(eq(occupationalTeamMembers.patientId, personId))
    .orderBy(asc(occupationalTeamMembers.id));
}

export type TeamMemberRow = Awaited<ReturnType<typeof teamMembersOf>>[number];
