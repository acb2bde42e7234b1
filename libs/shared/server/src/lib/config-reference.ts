import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as v from 'valibot';
import { EnvSchema } from './config';

/** The files whose entries make up EnvSchema: the comments above each variable are its description. */
const schemaFiles = ['config.ts', 'storage/storage-config.ts', 'insurers-config.ts'];

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
function descriptions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of schemaFiles) {
    const text = readFileSync(path.join(__dirname, file), 'utf8');
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
 * The environment reference (docs/environment.md), generated from EnvSchema: every variable, what
 * it accepts, its default and its description. A test fails when the checked-in file is stale.
 */
export function environmentReference(): string {
  const described = descriptions();
  const rows = Object.entries(EnvSchema.entries as Record<string, v.GenericSchema>).map(([name, entry]) => {
    const schema = entry as unknown as SchemaLike;
    const inner = schema.type === 'optional' && schema.wrapped ? schema.wrapped : schema;
    const fallback = schema.type === 'optional' && schema.default !== undefined ? `\`${String(schema.default)}\`` : '';
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\\\\\|/g, '\\|');
    return `| \`${name}\` | ${cell(accepts(inner))} | ${fallback} | ${cell(described.get(name) ?? '')} |`;
  });
  return [
    '# Environment reference',
    '',
    'Generated from the API\'s configuration schema (`EnvSchema` in `libs/shared/server/src/lib/config.ts` and the entries it takes from',
    '`storage/storage-config.ts` and `insurers-config.ts`): `npm run docs:references` writes it, and a test fails when it is stale.',
    'What production requires and how the variables go together is in [configuration.md](configuration.md).',
    '',
    '| Variable | Accepts | Default | What |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
