/**
 * What checks an answer: the Standard Schema interface (version 1, standardschema.dev), which every
 * valibot schema carries as `~standard`, and so do the checks compiled from schemas
 * (compiled-checks.ts). The API client checks answers through it alone, so that the first page's
 * code can check its answers (the session's, the front page's) without valibot's code.
 */
export interface AnswerCheck<TOutput = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => CheckResult<TOutput> | Promise<CheckResult<TOutput>>;
    readonly types?: { readonly input: unknown; readonly output: TOutput } | undefined;
  };
}

/** One problem with a value: `path` leads to it from the checked value's root. */
export interface CheckIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

export type CheckResult<TOutput> = { readonly value: TOutput; readonly issues?: undefined } | { readonly issues: readonly CheckIssue[] };

/** The value a check gives for an answer it accepts. */
export type CheckOutput<TCheck extends AnswerCheck> = NonNullable<TCheck['~standard']['types']>['output'];

/** A path's keys, whichever form its segments take. */
export function issueKeys(issue: CheckIssue): PropertyKey[] {
  return (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));
}

// The parts compiled checks are made of (compiled-checks.ts, written by
// tools/contracts/compile-checks.mjs). Each part checks a value at `path`, adds what it finds wrong
// to `issues` and gives the value's output: for an object, a new one of the keys its schema names.
// They mirror the valibot schema kinds of the same names closely enough that compiled-checks.test.ts
// finds no answer that a compiled check and its schema tell apart.

type Path = readonly PropertyKey[];
type Part = (value: unknown, path: Path, issues: CheckIssue[]) => unknown;

function problem(issues: CheckIssue[], path: Path, what: string): undefined {
  issues.push({ message: `Invalid ${what}`, path });
  return undefined;
}

function passes(part: Part, value: unknown): boolean {
  const issues: CheckIssue[] = [];
  part(value, [], issues);
  return issues.length === 0;
}

function typed<T>(what: string, is: (value: unknown) => value is T, tests: readonly ((value: T) => boolean)[]): Part {
  return (value, path, issues) => {
    if (!is(value)) return problem(issues, path, what);
    for (const test of tests) if (!test(value)) problem(issues, path, `${what} value`);
    return value;
  };
}

/** valibot's string() with its pipe's validations as `tests`. */
export const text = (...tests: ((value: string) => boolean)[]): Part => typed('string', (value) => typeof value === 'string', tests);

/** valibot's number(): no NaN. */
export const num = (...tests: ((value: number) => boolean)[]): Part =>
  typed('number', (value): value is number => typeof value === 'number' && !Number.isNaN(value), tests);

/** valibot's boolean(). */
export const bool = (): Part => typed('boolean', (value) => typeof value === 'boolean', []);

/** valibot's picklist() and literal(). */
export const oneOf = (options: readonly unknown[]): Part => typed('option', (value): value is unknown => options.includes(value), []);

/** valibot's array(), without a pipe. */
export const list =
  (item: Part): Part =>
  (value, path, issues) =>
    Array.isArray(value) ? value.map((entry: unknown, index) => item(entry, [...path, index], issues)) : problem(issues, path, 'array');

/** valibot's nullable() (`empty` null) and optional() (`empty` undefined), with their default. */
export const orEmpty =
  (empty: null | undefined, wrapped: Part, fallback?: unknown): Part =>
  (value, path, issues) => {
    const given = value === empty && fallback !== undefined ? fallback : value;
    return given === empty ? given : wrapped(given, path, issues);
  };

/**
 * valibot's object(): `entries` check the keys they name, and only those reach the output. A key
 * in `missing` may be left out: 'skip' leaves it out of the output too, 'default' gives its
 * check's default (an optional() with one).
 */
export function object(entries: Readonly<Record<string, Part>>, missing: Readonly<Record<string, 'skip' | 'default'>> = {}): Part {
  return (value, path, issues) => {
    if (!value || typeof value !== 'object') return problem(issues, path, 'object');
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(entries)) {
      if (key in input || missing[key] === 'default') output[key] = entry(input[key], [...path, key], issues);
      else if (!missing[key]) problem(issues, [...path, key], 'key');
    }
    return output;
  };
}

/**
 * valibot's variant(): the first option whose `key` passes its check and whose object passes; when
 * none passes, the problems of the first whose key did.
 */
export function variant(key: string, options: readonly (readonly [keyCheck: Part, option: Part])[]): Part {
  return (value, path, issues) => {
    if (!value || typeof value !== 'object') return problem(issues, path, 'object');
    const input = value as Record<string, unknown>;
    let first: { output: unknown; issues: CheckIssue[] } | undefined;
    for (const [keyCheck, option] of options) {
      if (!(key in input) || !passes(keyCheck, input[key])) continue;
      const found: CheckIssue[] = [];
      const output = option(value, path, found);
      if (found.length === 0) return output;
      first ??= { output, issues: found };
    }
    if (!first) return problem(issues, [...path, key], 'variant key');
    issues.push(...first.issues);
    return first.output;
  };
}

/** A check made of parts: the compiled checks' exports. */
export function checkOf<TOutput>(part: Part): AnswerCheck<TOutput> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal-contracts',
      validate(value) {
        const issues: CheckIssue[] = [];
        const output = part(value, [], issues);
        // The parts build the output as the schema they were compiled from describes TOutput.
        return issues.length > 0 ? { issues } : { value: output as TOutput };
      },
    },
  };
}
