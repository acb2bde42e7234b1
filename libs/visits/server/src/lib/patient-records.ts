import type { Encounter } from '@medplum/fhirtypes';
import type { Diagnosis, VisitType } from '@portal/visits/contracts';
import type { LocalizedText } from '@portal/shared/db';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { portalIdentifier } from '@portal/shared/server';
import type { VisitRecordRow } from './queries';
import { diagnosesOfReports, patientVisitRecords } from './queries';

/** The type of care as the report names it (visits.visit.* of the feature's translations). */
const visitTypeTexts: Record<VisitType, LocalizedText> = {
  occupationalHealth: { fi: 'Työterveyshuolto', sv: 'Företagshälsovård', en: 'Occupational health care' },
  private: { fi: 'Yksityinen hoito', sv: 'Privat vård', en: 'Private care' },
};

const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
/** THL's ICD-10 (Finnish base profiles' system for encounter diagnoses): the codes the clinic records. */
const THL_ICD10 = 'urn:oid:1.2.246.537.6.1.1999';

/** A visit and its diagnoses as the report shows them to the patient, as a FHIR R4 Encounter. */
function toEncounter(row: VisitRecordRow, diagnoses: readonly Diagnosis[], query: PatientRecordsQuery): Encounter {
  const specialty = row.specialtyName?.[query.lang];
  return {
    resourceType: 'Encounter',
    id: `visit-${row.id}`,
    identifier: [portalIdentifier(query.config, 'visit', row.id)],
    status: 'finished',
    // Remote only where the visit's appointment says so; every other visit was at a clinic.
    class: row.isRemote ? { system: ACT_CODE, code: 'VR', display: 'virtual' } : { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
    type: [{ text: visitTypeTexts[row.visitType][query.lang] }],
    ...(specialty ? { serviceType: { text: specialty } } : {}),
    subject: query.patient,
    ...(row.practitionerName ? { participant: [{ individual: { display: row.practitionerName } }] } : {}),
    period: { start: row.dateTime.toISOString() },
    ...(diagnoses.length > 0
      ? { reasonCode: diagnoses.map(({ code, description }) => ({ coding: [{ system: THL_ICD10, code, display: description }], text: description })) }
      : {}),
    serviceProvider: { display: row.organisationName },
  };
}

/**
 * The visits part of the patient's own data: every visit whose report the patient may read (not
 * those meant for professionals only), with the diagnoses the report shows.
 */
export const visitRecords: PatientRecordSource = {
  name: 'visits',
  resourceTypes: ['Encounter'],
  records: async (query) => {
    const rows = await patientVisitRecords(query.db, query.subjectId);
    const diagnoses = await diagnosesOfReports(query.db, rows.map((row) => row.id));
    return rows.map((row) => toEncounter(row, diagnoses.filter((diagnosis) => diagnosis.reportId === row.id), query));
  },
};
