import type { ConceptResponse, PatientContactUpdateResponse } from '@portal/booking/contracts';
import type { MyInformation } from '@portal/account/contracts';
import {
  ConceptRequestSchema,
  PatientContactUpdateSchema,
  RegistrationRequestSchema,
  KNOWN_CONCEPT_CODES,
} from '@portal/booking/contracts';
import { ConsentRequestSchema, LangQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { patientConcepts, patientConsents, patients, personById } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { actingSessionOf, HttpProblem, notFound, parseInput } from '@portal/shared/server';
import { capabilitiesOf, maskIdentityCode, normalizePhoneOnBlur } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BILLING_CONTACT } from './billing-contact';
import { guardiansOf } from './my-information';
import { syncBookingTexts } from './notification-preferences';

export interface UserRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

const success = { type: 'success' } as const;

function validationError(path: string, message: string): HttpProblem {
  return new HttpProblem(400, { type: 'ValidationError', details: [{ path, message }] });
}

/**
 * The session's patient (booking doc sections 3-5 and 7): read, contact update, registration,
 * consent and concepts. Every call works on the session's subject (the child a guardian acts
 * for, otherwise the signed-in person); no body names a person.
 */
export function registerUserRoutes(app: FastifyInstance, deps: UserRouteDeps): void {
  const { db, config, now } = deps;

  async function subjectOf(request: Parameters<typeof actingSessionOf>[0]) {
    const acting = actingSessionOf(request);
    const found = await personById(db, acting.subjectId);
    // The session's person always exists (sessions cascade with persons).
    if (!found) throw notFound();
    return { acting, ...found };
  }

  // Booking reads the patient's fields; my information also the language and the guardians.
  app.get('/api/user', { config: { accessLog: { kind: 'personal-details' } } }, async (request, reply): Promise<MyInformation> => {
    const { acting, person, patient } = await subjectOf(request);
    reply.header('cache-control', 'no-store');
    return {
      firstName: person.firstName,
      lastName: person.lastName,
      maskedSsn: maskIdentityCode(person.ssn),
      email: patient?.email ?? null,
      phoneNumber: patient?.phoneNumber ?? null,
      postalAddress:
        patient?.street && patient.postalCode && patient.postOffice ? { street: patient.street, postalCode: patient.postalCode, postOffice: patient.postOffice } : null,
      patientDataConsentFormUpdated: patient?.patientDataConsentFormUpdated?.toISOString() ?? null,
      isRegistered: patient !== null,
      isCreditworthy: patient?.isCreditworthy ?? true,
      healthCareType: patient?.healthCareType ?? 'private',
      isChild: acting.isChild,
      billingContact: BILLING_CONTACT[config.brand],
      language: person.language,
      guardians: patient ? await guardiansOf(db, config, patient.personId) : [],
      hasFamily: (request.session?.mayActFor.length ?? 0) > 0,
    };
  });

  app.put('/api/user', { config: { accessLog: { kind: 'personal-details' } } }, async (request): Promise<PatientContactUpdateResponse> => {
    const body = parseInput(PatientContactUpdateSchema, request.body);
    const { patient } = await subjectOf(request);
    // An unregistered person has no record to update: registration comes first.
    if (!patient) throw notFound();
    const phoneNumber = normalizePhoneOnBlur(body.phoneNumber);
    await db
      .update(patients)
      .set({ street: body.streetAddress, postalCode: body.postalCode, postOffice: body.postOffice, email: body.emailAddress, phoneNumber })
      .where(eq(patients.personId, patient.personId));
    return { type: 'success', patient: { ...body, phoneNumber } };
  });

  app.post('/api/user/register', { config: { accessLog: false } }, async (request) => {
    // The names are validated but not stored: the person's names are the population data's
    // (a guardian acting for a child cannot change the child's), as the identification gave them.
    const body = parseInput(RegistrationRequestSchema, request.body);
    const { person } = await subjectOf(request);
    const contact = {
      street: body.streetAddress,
      postalCode: body.postalCode,
      postOffice: body.postOffice,
      email: body.emailAddress,
      phoneNumber: normalizePhoneOnBlur(body.phoneNumber),
    };
    // Registering twice only updates the contact details; the record's other fields stay.
    await db
      .insert(patients)
      .values({ personId: person.id, healthCareType: 'private', ...contact })
      .onConflictDoUpdate({ target: patients.personId, set: contact });
    return success;
  });

  app.post('/api/user/consent', { config: { accessLog: false } }, async (request) => {
    parseInput(LangQuerySchema, request.query);
    const body = parseInput(ConsentRequestSchema, request.body);
    const { patient } = await subjectOf(request);
    if (!patient) throw notFound();
    if (!patient.patientDataConsentFormUpdated && !body.privacyPolicyRead) {
      throw validationError('privacyPolicyRead', 'Expected true when no consent is on record');
    }
    const at = now();
    const permits = {
      allowsCommonRegistry: body.allowsCommonRegistry,
      // Asked only where occupational health care is offered (the general brand); elsewhere no permit is stored.
      allowsViewingOccupationalInformation: capabilitiesOf(config.brand).offersOccupationalHealth && body.allowsViewingOccupationalInformation === true,
      allowsMarketingMail: body.allowsMarketingMail,
      allowsTreatmentInstructionsMail: body.allowsTreatmentInstructionsMail,
      allowsBookingSms: body.allowsBookingSms,
      updatedAt: at,
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(patientConsents)
        .values({ patientId: patient.personId, ...permits })
        .onConflictDoUpdate({ target: patientConsents.patientId, set: permits });
      await tx.update(patients).set({ patientDataConsentFormUpdated: at }).where(eq(patients.personId, patient.personId));
      await syncBookingTexts(tx, patient.personId, body.allowsBookingSms, at);
    });
    return success;
  });

  app.post('/api/concepts', { config: { accessLog: false } }, async (request): Promise<ConceptResponse> => {
    const { code } = parseInput(ConceptRequestSchema, request.body);
    const { patient } = await subjectOf(request);
    if (!patient) return { type: 'customerNotFound' };
    const concept = KNOWN_CONCEPT_CODES.get(code);
    if (!concept) return { type: 'conceptNotFound' };
    if (!concept.onlineUpdateAllowed) return { type: 'conceptOnlineUpdateNotAllowed' };
    await db
      .insert(patientConcepts)
      .values({ patientId: patient.personId, code, directReimbursementAllowed: concept.directReimbursementAllowed, createdAt: now() })
      .onConflictDoNothing();
    return success;
  });
}
