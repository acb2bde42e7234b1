import type { GuardianContact, MyInformationSaveResponse } from '@portal/account/contracts';
import type { PatientDataConsent } from '@portal/shared/contracts';
import { MyInformationRequestSchema } from '@portal/account/contracts';
import type { Database } from '@portal/shared/db';
import { guardianContacts, patientConsents, patients, personById, persons } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { actingSessionOf, HttpProblem, notFound, parseInput } from '@portal/shared/server';
import { capabilitiesOf } from '@portal/shared/util';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface MyInformationRouteDeps {
  db: Database;
  config: ApiConfig;
}

/** The guardians a patient keeps in my information (children's brand), the first first. */
export async function guardiansOf(db: Database, config: ApiConfig, patientId: number): Promise<GuardianContact[]> {
  // Guardians are kept in the children's brand only (account doc section 1).
  if (!capabilitiesOf(config.brand).keepsGuardianContacts) return [];
  const rows = await db.select().from(guardianContacts).where(eq(guardianContacts.patientId, patientId)).orderBy(asc(guardianContacts.position));
  return rows.map(({ name, phone, emailAddress, isGuardianHasSameAddress, streetAddress, zipCode, postOffice }) => ({
    name,
    phone,
    emailAddress,
    isGuardianHasSameAddress,
    streetAddress,
    zipCode,
    postOffice,
  }));
}

/**
 * My information's own calls (account doc sections 4, 5 and 7): saving the contact details, the
 * language and the guardians (`POST /api/user`) and reading the current consent choices
 * (`GET /api/user/consent`). Both work on the session's subject: the child a guardian acts for,
 * otherwise the signed-in person; no body names a person.
 */
export function registerMyInformationRoutes(app: FastifyInstance, { db, config }: MyInformationRouteDeps): void {
  const { keepsGuardianContacts, offersOccupationalHealth } = capabilitiesOf(config.brand);

  async function subjectOf(request: FastifyRequest) {
    const acting = actingSessionOf(request);
    const found = await personById(db, acting.subjectId);
    // The session's person always exists (sessions cascade with persons).
    if (!found) throw notFound();
    return found;
  }

  app.post('/api/user', { config: { accessLog: false } }, async (request): Promise<MyInformationSaveResponse> => {
    const body = parseInput(MyInformationRequestSchema, request.body);
    if (!keepsGuardianContacts && body.guardians.length > 0) {
      throw new HttpProblem(400, {
        type: 'ValidationError',
        details: [{ path: 'guardians', message: "Expected no guardians outside the children's brand" }],
      });
    }
    const { person } = await subjectOf(request);
    // The schema has normalized the phone numbers and e-mail addresses already.
    const contact = {
      email: body.emailAddress,
      phoneNumber: body.phoneNumber,
      street: body.streetAddress,
      postalCode: body.zipCode,
      postOffice: body.postOffice,
    };
    await db.transaction(async (tx) => {
      // Saving my information makes a person without a record a patient, as registration does;
      // an existing record keeps its other fields.
      await tx
        .insert(patients)
        .values({ personId: person.id, healthCareType: 'private', ...contact })
        .onConflictDoUpdate({ target: patients.personId, set: contact });
      await tx.update(persons).set({ language: body.language }).where(eq(persons.id, person.id));
      if (!keepsGuardianContacts) return;
      // The form always sends the whole list: what is not in it was removed.
      await tx.delete(guardianContacts).where(eq(guardianContacts.patientId, person.id));
      if (body.guardians.length === 0) return;
      await tx.insert(guardianContacts).values(
        body.guardians.map((guardian, index) => {
          const sameAddress = guardian.isGuardianHasSameAddress;
          return {
            patientId: person.id,
            position: index + 1,
            name: guardian.name,
            phone: guardian.phone,
            emailAddress: guardian.emailAddress === '' ? null : guardian.emailAddress,
            isGuardianHasSameAddress: sameAddress,
            streetAddress: sameAddress ? null : guardian.streetAddress,
            zipCode: sameAddress ? null : guardian.zipCode,
            postOffice: sameAddress ? null : guardian.postOffice,
          };
        }),
      );
    });
    return { type: 'success', next: body.next ?? null };
  });

  app.get('/api/user/consent', { config: { accessLog: { kind: 'consent' } } }, async (request, reply): Promise<PatientDataConsent> => {
    const { patient } = await subjectOf(request);
    reply.header('cache-control', 'no-store');
    if (!patient) return { isRegistered: false, patientDataConsentFormUpdated: null, consent: null };
    const [row] = await db.select().from(patientConsents).where(eq(patientConsents.patientId, patient.personId));
    return {
      isRegistered: true,
      patientDataConsentFormUpdated: patient.patientDataConsentFormUpdated?.toISOString() ?? null,
      consent: row
        ? {
            allowsCommonRegistry: row.allowsCommonRegistry,
            allowsViewingOccupationalInformation: offersOccupationalHealth && row.allowsViewingOccupationalInformation,
            allowsMarketingMail: row.allowsMarketingMail,
            allowsTreatmentInstructionsMail: row.allowsTreatmentInstructionsMail,
            allowsBookingSms: row.allowsBookingSms,
          }
        : null,
    };
  });
}
