import type { AccessLogEntry, AccessLogReader, SignInEntry } from '@portal/my-data/contracts';
import type { AccessLogKind } from '@portal/shared/contracts';
import { ACCESS_LOG_KINDS } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { accessLog, persons, professionalUsers } from '@portal/shared/db';
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const knownKinds = new Set<string>(ACCESS_LOG_KINDS);
const kindOf = (kind: string): AccessLogKind => (knownKinds.has(kind) ? (kind as AccessLogKind) : 'personal-details');
const fullName = (person: { firstName: string | null; lastName: string | null }) => [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * Reads of the subject's data by anyone but the subject themselves (a guardian, a professional, an
 * appointment link's holder), newest first: the patient's "who has viewed my data". Sign-ins are
 * listed apart (signInsOf).
 */
export async function readsByOthers(db: Database, subjectId: number, page: number, pageSize: number): Promise<{ entries: AccessLogEntry[]; totalCount: number }> {
  const where = and(eq(accessLog.subjectId, subjectId), ne(accessLog.actorRole, 'self'), ne(accessLog.kind, 'sign-in'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        at: accessLog.at,
        role: accessLog.actorRole,
        kind: accessLog.kind,
        record: accessLog.record,
        person: { firstName: persons.firstName, lastName: persons.lastName },
        professional: { firstName: professionalUsers.firstName, lastName: professionalUsers.lastName, title: professionalUsers.title },
      })
      .from(accessLog)
      // A reader's number names a person, or a professional for a professional's read.
      .leftJoin(persons, and(eq(persons.id, accessLog.actorId), ne(accessLog.actorRole, 'professional')))
      .leftJoin(professionalUsers, and(eq(professionalUsers.id, accessLog.actorId), eq(accessLog.actorRole, 'professional')))
      .where(where)
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ value: count() }).from(accessLog).where(where),
  ]);
  const readerOf = (row: (typeof rows)[number]): AccessLogReader => {
    if (row.role === 'professional') {
      // A professional no longer on record is still named as one, without a name.
      return { role: 'professional', name: row.professional ? fullName(row.professional) : '', title: row.professional?.title ?? null };
    }
    if (row.role === 'guardian') return { role: 'guardian', name: row.person ? fullName(row.person) : '' };
    return { role: 'anonymous-link' };
  };
  return {
    entries: rows.map((row) => ({ at: row.at.toISOString(), reader: readerOf(row), kind: kindOf(row.kind), record: row.record })),
    totalCount: total?.value ?? 0,
  };
}

/**
 * The subject's sign-ins, newest first: their own (as themselves, or as a guardian for a child)
 * and those of guardians who signed in to act for them.
 */
export async function signInsOf(db: Database, subjectId: number, page: number, pageSize: number): Promise<{ signIns: SignInEntry[]; totalCount: number }> {
  const actor = alias(persons, 'actor');
  const subject = alias(persons, 'subject');
  const where = and(eq(accessLog.kind, 'sign-in'), or(eq(accessLog.subjectId, subjectId), and(eq(accessLog.actorId, subjectId), ne(accessLog.actorRole, 'professional'))));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        at: accessLog.at,
        method: accessLog.record,
        actingForSomeone: sql<boolean>`${accessLog.subjectId} <> ${accessLog.actorId}`,
        actor: { firstName: actor.firstName, lastName: actor.lastName },
        subject: { firstName: subject.firstName, lastName: subject.lastName },
      })
      .from(accessLog)
      .leftJoin(actor, eq(actor.id, accessLog.actorId))
      .leftJoin(subject, eq(subject.id, accessLog.subjectId))
      .where(where)
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ value: count() }).from(accessLog).where(where),
  ]);
  return {
    signIns: rows.map((row) => ({
      at: row.at.toISOString(),
      method: row.method ?? '',
      person: row.actor ? fullName(row.actor) : '',
      actingFor: row.actingForSomeone && row.subject ? fullName(row.subject) : null,
    })),
    totalCount: total?.value ?? 0,
  };
}
