import type * as v from 'valibot';

/** What a configuration part may read besides its own variables. */
export interface ConfigContext {
  /** PORTAL_ENVIRONMENT is production: where the stand-ins never answer. */
  production: boolean;
  /** PUBLIC_ORIGIN's origin, where the development stand-ins answer. */
  publicOrigin: string;
}

/**
 * A domain's own environment variables: their schema, the problems across them and the value the
 * domain reads (with configOf). The domain's server library exports it and declares it on its
 * plugin (withConfig); apps/api composes every domain's parts into the one configuration, read
 * once at start, whose errors list every bad variable of every part together.
 */
export interface ConfigPart<Value = unknown> {
  /** Names the part in errors, e.g. 'booking: insurers'. */
  readonly name: string;
  /** The file that declares the entries, from the workspace root: the environment reference takes each variable's description from the comment above it there. */
  readonly file: string;
  readonly entries: v.ObjectEntries;
  /** `NAME: reason` for each problem across the variables (all or none, what production requires). */
  problems(env: Readonly<Record<string, unknown>>, context: ConfigContext): string[];
  read(env: Readonly<Record<string, unknown>>, context: ConfigContext): Value;
}

/** A part's variables as parsed (defaults filled in, numbers as numbers). */
export type PartEnv<Entries extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<Entries, undefined>>;

/** A configuration part whose functions see its own variables' parsed types. */
export function configPart<const Entries extends v.ObjectEntries, Value>(part: {
  name: string;
  file: string;
  entries: Entries;
  problems?: (env: PartEnv<Entries>, context: ConfigContext) => string[];
  read: (env: PartEnv<Entries>, context: ConfigContext) => Value;
}): ConfigPart<Value> {
  // The composed schema (loadConfig) has parsed these variables before either function runs.
  const own = (env: Readonly<Record<string, unknown>>) => env as PartEnv<Entries>;
  return {
    name: part.name,
    file: part.file,
    entries: part.entries,
    problems: (env, context) => part.problems?.(own(env), context) ?? [],
    read: (env, context) => part.read(own(env), context),
  };
}

/** The parts' variables, refusing a name two parts (or a part and the shared schema) both declare. */
export function composedEntries(shared: v.ObjectEntries, parts: readonly ConfigPart[]): v.ObjectEntries {
  const entries: v.ObjectEntries = { ...shared };
  for (const part of parts) {
    for (const [name, schema] of Object.entries(part.entries)) {
      if (name in entries) throw new Error(`${name} is declared twice (again by the configuration part ${part.name})`);
      entries[name] = schema;
    }
  }
  return entries;
}

/** The value of a part, which loadConfig read with the rest. */
export function configOf<Value>(config: { parts: ReadonlyMap<ConfigPart, unknown> }, part: ConfigPart<Value>): Value {
  if (!config.parts.has(part)) throw new Error(`The configuration part ${part.name} was not loaded: its domain must declare it (withConfig) and apps/api compose it`);
  return config.parts.get(part) as Value;
}
