import * as v from 'valibot';
import type { AnswerCheck } from './answer-check';
import { issueKeys } from './answer-check';
import { FrontPageCheck, SessionResponseCheck, ValidationErrorBodyCheck } from './compiled-checks';
import { ValidationErrorBodySchema } from './errors';
import { FrontPageSchema } from './front-page';
import { SessionResponseSchema } from './session';

// Each compiled check must accept, reject and output exactly what its schema does: the valid
// answers below, and every one of them with one value replaced by each odd value, one key removed
// or one key added, are checked both ways and compared.

const signedIn = {
  environment: 'production',
  csrfToken: 'c'.repeat(32),
  features: ['mfa', 'kela65'],
  healthCareType: 'private',
  isSessionValid: true,
  sessionScope: 'default',
  lang: 'fi',
  sessionExpires: '2026-11-30T10:15:00.000Z',
  authTokenTimeout: { value: 30, unit: 'minutes' },
  user: { firstName: 'Maija', lastName: 'Meikäläinen', language: 'sv', isRegistered: true, actingFor: null },
};
const actingForChild = { ...signedIn, user: { ...signedIn.user, actingFor: { firstName: 'Aino', lastName: 'Meikäläinen' } } };
const anonymous = {
  isSessionValid: false,
  reason: 'none',
  environment: 'development',
  features: [],
  lang: 'en',
  authTokenTimeout: { value: 2, unit: 'hours' },
};
const expiredRenewable = {
  ...anonymous,
  reason: 'expired',
  smsRenewal: { firstName: 'Maija', maskedPhoneNumber: '+358 40 *** **67', csrfToken: 't'.repeat(16) },
};
const item = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  title: 'Laboratory results',
  subtitle: null,
  date: '2026-11-20T08:00:00Z',
  validUntilDate: null,
  linkUrl: '/fi/laboratorio/2026-11-20',
  avatar: null,
  highlighted: false,
  styles: 'default',
  ...more,
});
const frontPage = {
  customer: { firstName: 'Maija' },
  conversationSummaries: [item('c1', { avatar: { url: null, name: 'Hoitaja' }, highlighted: true })],
  appointmentSummaries: [item('a1', { subtitle: 'Lääkäri', styles: 'cancelled', avatar: { url: '/a.png', name: 'Lääkäri' } })],
  visitSummaries: [],
  prescriptions: [item('p1', { validUntilDate: '2026-12-24T00:00:00+02:00', linkUrl: null })],
  canRenewPrescriptions: true,
  labResultSummaries: [item('l1')],
  questionnaireSummaries: { newTaskItems: [item('q1', { styles: 'occupational' })], answerItems: [], status: 'ok' },
  imagingSummaries: [],
};
const validationError = { type: 'ValidationError', details: [{ path: 'lang', message: 'Invalid lang' }, { path: 'a.b', message: '' }] };

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
function variantsOf(valid: unknown): unknown[] {
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

interface Compared {
  accepted: number;
  rejected: number;
  differences: { input: unknown; schema: unknown; compiled: unknown }[];
}

function compare(schema: v.GenericSchema, check: AnswerCheck, inputs: unknown[]): Compared {
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

describe('the compiled answer checks', () => {
  it('SessionResponseCheck accepts, rejects and outputs what SessionResponseSchema does', () => {
    const inputs = [signedIn, actingForChild, anonymous, expiredRenewable].flatMap(variantsOf);
    const { accepted, rejected, differences } = compare(SessionResponseSchema, SessionResponseCheck, inputs);
    expect(differences).toEqual([]);
    // Both ways, many times: the comparison covered the schema's rules, not only one side.
    expect(accepted).toBeGreaterThan(100);
    expect(rejected).toBeGreaterThan(1000);
  });

  it('ValidationErrorBodyCheck accepts, rejects and outputs what ValidationErrorBodySchema does', () => {
    const { accepted, rejected, differences } = compare(ValidationErrorBodySchema, ValidationErrorBodyCheck, variantsOf(validationError));
    expect(differences).toEqual([]);
    expect(accepted).toBeGreaterThan(10);
    expect(rejected).toBeGreaterThan(100);
  });

  it('FrontPageCheck accepts, rejects and outputs what FrontPageSchema does', () => {
    const inputs = [frontPage, { ...frontPage, questionnaireSummaries: null }].flatMap(variantsOf);
    const { accepted, rejected, differences } = compare(FrontPageSchema, FrontPageCheck, inputs);
    expect(differences).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
    expect(rejected).toBeGreaterThan(1000);
  });

  it('leaves out keys the schema does not name, and names the path of each problem', () => {
    const result = SessionResponseCheck['~standard'].validate({ ...signedIn, hetu: '010101-123N', user: { ...signedIn.user, csrfToken: 1 } });
    expect(result).toEqual({ value: signedIn });
    const wrong = SessionResponseCheck['~standard'].validate({ ...signedIn, csrfToken: 'short', user: { ...signedIn.user, firstName: '' } });
    expect('issues' in wrong && wrong.issues?.map(issueKeys)).toEqual([['csrfToken'], ['user', 'firstName']]);
  });
});
