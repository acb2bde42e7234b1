#!/usr/bin/env node
// Compiles the answer schemas the first page's code checks (the session's answer, the body of a
// 400 and the signed-in front page's answer) from their valibot definitions into checks made of the
// small parts in libs/shared/contracts/src/lib/answer-check.ts, each written to compiled-checks.ts
// beside its schema: the session's and the 400's in the shared contracts, the front page's in the
// home domain's contracts.
// valibot's code is 3.4 KB gzip, which the first page needed for these schemas alone; the parts
// and the compiled checks are a fraction of that. The schemas stay the one definition: this script
// reads them, and `--check` (run by the test command) fails when a file differs from what they
// make now. Each library's compiled-checks.test.ts checks that each compiled check accepts, rejects
// and outputs exactly what its schema does.
//
//   node tools/contracts/compile-checks.mjs           writes the files
//   node tools/contracts/compile-checks.mjs --check   fails if a file is not up to date
//
// It knows the schema kinds and actions these schemas use, and refuses any other, so a schema that
// grows beyond them fails here rather than being checked loosely.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * What is compiled, per library: the folder of its schemas (where compiled-checks.ts is written),
 * where its code finds the check parts, and per schema its module and export, its output type and
 * the check's name.
 */
const outputs = [
  {
    folder: 'libs/shared/contracts/src/lib',
    parts: './answer-check',
    targets: [
      { module: 'session', schema: 'SessionResponseSchema', type: 'SessionResponse', check: 'SessionResponseCheck' },
      { module: 'errors', schema: 'ValidationErrorBodySchema', type: 'ValidationErrorBody', check: 'ValidationErrorBodyCheck' },
    ],
  },
  {
    folder: 'libs/home/contracts/src/lib',
    parts: '@portal/shared/contracts/answer-check',
    targets: [{ module: 'front-page', schema: 'FrontPageSchema', type: 'FrontPage', check: 'FrontPageCheck' }],
  },
];

/** `value` as a TypeScript literal in the house's style (single quotes). */
function literal(value) {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value === null || value === undefined || ['number', 'boolean'].includes(typeof value)) return String(value);
  throw new Error(`compile-checks: a ${typeof value} value is not supported`);
}

const propertyName = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key));
const optionalTypes = new Set(['optional', 'exact_optional', 'nullish']);
const unsupported = (what) => {
  throw new Error(`compile-checks: ${what} is not supported`);
};

function compile(loaded, partsModule) {
  const declarations = [];
  const names = new Map();
  const byCode = new Map();

  /** The name of the part checking `schema`; parts of the same code are declared once. */
  function part(schema) {
    const known = names.get(schema);
    if (known) return known;
    const code = expression(schema);
    let name = byCode.get(code);
    if (!name) {
      name = `c${byCode.size}`;
      byCode.set(code, name);
      declarations.push(`const ${name} = ${code};`);
    }
    names.set(schema, name);
    return name;
  }

  /** The pipe's validations as tests of a value of the schema's type. */
  function tests(schema) {
    return (schema.pipe ?? []).slice(1).flatMap((action) => {
      if (action.kind === 'metadata') return [];
      if (action.kind !== 'validation') unsupported(`the ${action.type} action`);
      const r = action.requirement;
      const test = {
        min_length: () => `x.length >= ${literal(r)}`,
        max_length: () => `x.length <= ${literal(r)}`,
        length: () => `x.length === ${literal(r)}`,
        integer: () => 'Number.isInteger(x)',
        min_value: () => `x >= ${literal(r)}`,
        max_value: () => `x <= ${literal(r)}`,
        starts_with: () => `x.startsWith(${literal(r)})`,
      }[action.type];
      if (test) return [`(x) => ${test()}`];
      if (r instanceof RegExp) return [`(x) => ${String(r)}.test(x)`];
      return unsupported(`the ${action.type} action`);
    });
  }

  function expression(schema) {
    if (schema.kind !== 'schema' || schema.async) unsupported(`${schema.type}, not a synchronous schema,`);
    // fallback() keeps the wrapped schema's type and adds a value for bad input: refused anywhere.
    if (schema.fallback !== undefined) unsupported(`a fallback (on a ${schema.type})`);
    const piped = tests(schema);
    const plain = (code) => (piped.length > 0 ? unsupported(`a piped ${schema.type}`) : code);
    const fallback = () => {
      if (typeof schema.default === 'function') unsupported('a computed default');
      return schema.default === undefined ? '' : `, ${literal(schema.default)}`;
    };
    switch (schema.type) {
      case 'string':
        return `text(${piped.join(', ')})`;
      case 'number':
        return `num(${piped.join(', ')})`;
      case 'boolean':
        return plain('bool()');
      case 'literal':
        return plain(`oneOf([${literal(schema.literal)}])`);
      case 'picklist':
        return plain(`oneOf(${literal(schema.options)})`);
      case 'array':
        return plain(`list(${part(schema.item)})`);
      case 'nullable':
        return plain(`orEmpty(null, ${part(schema.wrapped)}${fallback()})`);
      case 'optional':
        return plain(`orEmpty(undefined, ${part(schema.wrapped)}${fallback()})`);
      case 'object': {
        const entries = [];
        const missing = [];
        for (const [key, entry] of Object.entries(schema.entries)) {
          if (key === '__proto__') unsupported('a key named __proto__');
          if (entry.type !== 'optional' && optionalTypes.has(entry.type)) unsupported(`${entry.type} (of ${key})`);
          entries.push(`${propertyName(key)}: ${part(entry)}`);
          if (entry.type === 'optional') missing.push(`${propertyName(key)}: '${entry.default === undefined ? 'skip' : 'default'}'`);
        }
        const rest = missing.length > 0 ? `, { ${missing.join(', ')} }` : '';
        return plain(`object({ ${entries.join(', ')} }${rest})`);
      }
      case 'variant': {
        const options = schema.options.map((option) => {
          if (option.type !== 'object') unsupported('a variant of other than objects');
          const keyCheck = option.entries[schema.key];
          if (optionalTypes.has(keyCheck.type)) unsupported('an optional variant key');
          return `[${part(keyCheck)}, ${part(option)}]`;
        });
        return plain(`variant(${literal(schema.key)}, [${options.join(', ')}])`);
      }
      default:
        return unsupported(`the ${schema.type} schema`);
    }
  }

  const exports = loaded.map(
    ({ target, schema }) => `/** Checks as \`${target.schema}\` (${target.module}.ts) does. */\nexport const ${target.check} = checkOf<${target.type}>(${part(schema)});`,
  );
  const used = ['bool', 'checkOf', 'list', 'num', 'object', 'oneOf', 'orEmpty', 'text', 'variant'].filter((name) =>
    [...declarations, ...exports].some((code) => code.includes(`${name}(`) || code.includes(`${name}<`)),
  );
  return [
    '// Made by tools/contracts/compile-checks.mjs from the valibot schemas named below; do not edit.',
    '// `npm run contracts:checks` writes it anew; the test command fails when it is out of date.',
    `import { ${used.join(', ')} } from '${partsModule}';`,
    ...loaded.map(({ target }) => `import type { ${target.type} } from './${target.module}';`),
    '',
    ...declarations,
    '',
    exports.join('\n\n'),
    '',
  ].join('\n');
}

// The schemas' modules are TypeScript, which Node reads by stripping the types; its note that it
// guessed their module kind says nothing about them.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.code !== 'MODULE_TYPELESS_PACKAGE_JSON') console.warn(warning);
});

// The contracts import each other without extensions, as the bundler and TypeScript read them.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && context.parentURL?.startsWith(new URL('../../libs/', import.meta.url).href)) {
      const file = new URL(`${specifier}.ts`, context.parentURL);
      if (existsSync(file)) return nextResolve(file.href, context);
    }
    return nextResolve(specifier, context);
  },
});

let stale = 0;
for (const output of outputs) {
  const folder = join(root, output.folder);
  const outFile = join(folder, 'compiled-checks.ts');
  const loaded = [];
  for (const target of output.targets) {
    const module = await import(join(folder, `${target.module}.ts`));
    const schema = module[target.schema];
    if (!schema) throw new Error(`compile-checks: ${target.module}.ts exports no ${target.schema}`);
    loaded.push({ target, schema });
  }
  const code = compile(loaded, output.parts);
  const shown = relative(root, outFile);
  if (process.argv.includes('--check')) {
    const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
    if (current !== code) {
      console.error(`compile-checks: ${shown} is not what the schemas make now; run node tools/contracts/compile-checks.mjs`);
      stale += 1;
    }
  } else {
    writeFileSync(outFile, code);
    console.log(`compile-checks: wrote ${shown}`);
  }
}
if (stale) process.exit(1);
if (process.argv.includes('--check')) console.log('compile-checks: the compiled answer checks are up to date');
