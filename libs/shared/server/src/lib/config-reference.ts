import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as v from 'valibot';
import { EnvSchema } from './config';
import type { ConfigPart } from './config-part';
import { composedEntries } from './config-part';

/** The workspace root, which the parts' files are named from. */
const root = path.join(__dirname, '../../../../..');

/** The files whose entries make up EnvSchema, from the root: the comments above each variable are its description. */
const schemaFiles = ['libs/shared/server/src/lib/config.ts', 'libs/shared/server/src/lib/storage/storage-config.ts'];

interface SchemaLike {
  type: string;
  kind?: string;
  default?: unknown;
  wrapped?: SchemaLike;
  options?: readonly unknown[];
  pipe?: readonly SchemaLike[];
  message?: unknown;
  requirement?: unknown;
  expects?: string | null;
}

/** The `/** … *\/` comment right above `NAME:` in the schema files, as one line. */
function descriptions(files: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*([A-Z][A-Z0-9_]+):/g)) {
      const body = (match[1] ?? '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*\s?/, '').trim())
        .filter(Boolean)
        .join(' ');
      found.set(match[2] ?? '', body);
    }
  }
  return found;
}

/** What the schema takes, from its own parts: a picklist's values, or the rules' messages. */
function accepts(schema: SchemaLike): string {
  if (schema.type === 'picklist') return (schema.options ?? []).map((option) => `\`${String(option)}\``).join(' \\| ');
  if (schema.pipe) {
    const [base, ...actions] = schema.pipe;
    const rules = actions.filter((action) => action.kind === 'validation').map((action) => (typeof action.message === 'string' ? action.message : `${action.type}${action.expects ? ` ${action.expects}` : ''}`));
    const head = base ? accepts(base) : '';
    return [head, ...rules].filter(Boolean).join('; ');
  }
  return schema.type;
}

/**
 * The environment reference (docs/environment.md), generated from EnvSchema and the domains'
 * configuration parts: every variable, what it accepts, its default and its description. apps/api,
 * which composes the parts, has the test that fails when the checked-in file is stale.
 */
export function environmentReference(parts: readonly ConfigPart[] = []): string {
  const described = descriptions([...schemaFiles, ...parts.map((part) => part.file)]);
  const partOf = new Map(parts.flatMap((part) => Object.keys(part.entries).map((name) => [name, part] as const)));
  const rows = Object.entries(composedEntries(EnvSchema.entries, parts) as Record<string, v.GenericSchema>).map(([name, entry]) => {
    const schema = entry as unknown as SchemaLike;
    const inner = schema.type === 'optional' && schema.wrapped ? schema.wrapped : schema;
    const fallback = schema.type === 'optional' && schema.default !== undefined ? `\`${String(schema.default)}\`` : '';
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\\\\\|/g, '\\|');
    const owner = partOf.get(name);
    const what = [described.get(name) ?? '', owner ? `(${owner.name}: \`${owner.file}\`)` : ''].filter(Boolean).join(' ');
    return `| \`${name}\` | ${cell(accepts(inner))} | ${fallback} | ${cell(what)} |`;
  });
  return [
    '# Environment reference',
    '',
    'Generated from the API\'s configuration schema (`EnvSchema` in `libs/shared/server/src/lib/config.ts` and the entries it takes from',
    '`storage/storage-config.ts`) and the domains\' own configuration parts, composed by `apps/api` (each such variable names its part and',
    'file): `npm run docs:references` writes it, and a test in `apps/api` fails when it is stale.',
    'What production requires and how the variables go together is in [configuration.md](configuration.md).',
    '',
    '| Variable | Accepts | Default | What |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
