import * as v from 'valibot';
import type { AnswerCheck } from '../lib/answer-check';
import type { Patient, PatientDataConsent } from '../lib/patient';
import { issueKeys } from '../lib/answer-check';

/**
 * The shared contracts' test code. `aPatient` builds the patient (`GET /api/user`, which booking
 * and my information read) and `aConsent` the patient-data consent (booking's consent step, my
 * information and the shared data-access).
 *
 * How a compiled answer check (tools/contracts/compile-checks.mjs) is compared with its valibot
 * schema: the valid answers, and every one of them with one value replaced by each odd value, one
 * key removed or one key added, are checked both ways and compared. The shared contracts' and the
 * home contracts' compiled-checks tests use it.
 */

const oddValues: unknown[] = [
  null,
  0,
  -1,
  1.5,
  -1.5,
  Number.NaN,
  '',
  'x',
  'c'.repeat(15),
  'c'.repeat(16),
  'c'.repeat(50),
  'c'.repeat(51),
  '2026-11-30T10:15:00Z',
  '2026-13-30T10:15:00Z',
  '2026-11-30 10:15:00+02:00',
  true,
  false,
  [],
  ['mfa', 'no-such-flag'],
  {},
  { firstName: 'A', lastName: 'B' },
  { value: -2, unit: 'weeks' },
  'fi',
  'expired',
  'ValidationError',
  '/',
  'fi/ajanvaraus',
  'occupational',
];

type Json = Record<string, unknown> | unknown[];

/** `value` with the value at `path` put through `change` (a copy; the original is kept). */
function changedAt(value: unknown, path: readonly (string | number)[], change: (parent: Json, key: string | number) => void): unknown {
  const copy = structuredClone(value) as Json;
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key] as Json;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

/** Every path to a value inside `value`, the root's children first. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (!value || typeof value !== 'object') return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_item, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key])]);
}

/** The valid answers, and each with one change. */
export function variantsOf(valid: unknown): unknown[] {
  const variants: unknown[] = [valid, ...oddValues, changedAt({ root: valid }, ['root', 'extra'], (parent, key) => void ((parent as Record<string, unknown>)[key] = 1))];
  for (const path of pathsOf(valid)) {
    for (const odd of oddValues) variants.push(changedAt(valid, path, (parent, key) => void ((parent as Record<string | number, unknown>)[key] = odd)));
    variants.push(
      changedAt(valid, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
      }),
    );
    variants.push(
      changedAt(valid, path, (parent, key) => {
        const child = (parent as Record<string | number, unknown>)[key];
        if (child && typeof child === 'object' && !Array.isArray(child)) (child as Record<string, unknown>)['extra'] = 'kept out';
      }),
    );
  }
  variants.push(changedAt(valid, ['extra'], (parent, key) => void ((parent as Record<string, unknown>)[key] = 'kept out')));
  return variants;
}

export interface Compared {
  accepted: number;
  rejected: number;
  differences: { input: unknown; schema: unknown; compiled: unknown }[];
}

export function compareWithSchema(schema: v.GenericSchema, check: AnswerCheck, inputs: unknown[]): Compared {
  const result: Compared = { accepted: 0, rejected: 0, differences: [] };
  for (const input of inputs) {
    const expected = v.safeParse(schema, input);
    const actual = check['~standard'].validate(input);
    if (actual instanceof Promise) throw new Error('a compiled check is synchronous');
    const schemaSays = expected.success ? { value: expected.output } : { issues: expected.issues.map((issue) => (issue.path ?? []).map((item) => item.key)) };
    const compiledSays = actual.issues ? { issues: actual.issues.map(issueKeys) } : { value: actual.value };
    if (expected.success) result.accepted += 1;
    else result.rejected += 1;
    try {
      expect(compiledSays).toStrictEqual(schemaSays);
    } catch {
      result.differences.push({ input, schema: schemaSays, compiled: compiledSays });
    }
  }
  return result;
}

/** `GET /api/user/consent` with choices on record. */
export function aConsent(overrides: Partial<PatientDataConsent> = {}): PatientDataConsent {
  return {
    isRegistered: true,
    patientDataConsentFormUpdated: '2026-01-10T10:00:00.000Z',
    consent: {
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: true,
      allowsBookingSms: true,
    },
    ...overrides,
  };
}

/** A registered, creditworthy private patient with consent and complete contact details. */
export function aPatient(overrides: Partial<Patient> = {}): Patient {
  return {
    firstName: 'Laura',
    lastName: 'Mäkinen',
    maskedSsn: '150488-****',
    email: 'laura@example.com',
    phoneNumber: '+358401234567',
    postalAddress: { street: 'Mannerheimintie 1', postalCode: '00100', postOffice: 'Helsinki' },
    patientDataConsentFormUpdated: '2026-01-10T10:00:00.000Z',
    isRegistered: true,
    isCreditworthy: true,
    healthCareType: 'private',
    isChild: false,
    billingContact: { phone: '010 380 3800', email: 'laskutus@example.com' },
    ...overrides,
  };
}
