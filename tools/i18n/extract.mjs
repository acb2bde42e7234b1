#!/usr/bin/env node
// Extracts every react-intl message of the portal into the English catalog, compiles the
// pseudo-locale from it and checks that the Finnish and Swedish catalogs have exactly the same
// keys with the same placeholders. `--check` changes nothing and fails when a catalog is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = new URL('../..', import.meta.url).pathname;
const catalogDir = join(root, 'libs/shared/i18n/src/catalogs');
const check = process.argv.includes('--check');
const formatjs = join(root, 'node_modules/.bin/formatjs');
const tmp = mkdtempSync(join(tmpdir(), 'i18n-'));

const sources = ['libs/**/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}'];
const ignored = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.d.ts', '**/node_modules/**'];

const read = (file) => readFileSync(file, 'utf8');
const stable = (value) => JSON.stringify(value, Object.keys(value).sort(), 2) + '\n';
const sortKeys = (obj) => Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));

let failed = false;
const fail = (message) => {
  failed = true;
  console.error(`i18n: ${message}`);
};

try {
  const extracted = join(tmp, 'en.json');
  execFileSync(
    formatjs,
    ['extract', ...sources, ...ignored.flatMap((g) => ['--ignore', g]), '--out-file', extracted, '--format', 'simple', '--throws'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const en = sortKeys(JSON.parse(read(extracted)));
  // Every message has a readable id prefixed by its scope (booking.list.empty); a message written
  // without one would get a generated hash instead.
  for (const id of Object.keys(en)) {
    if (!/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(id)) fail(`message id ${id} is not a scoped id like booking.list.empty`);
  }
  const enText = JSON.stringify(en, null, 2) + '\n';

  const pseudoFile = join(tmp, 'pseudo.json');
  writeFileSync(join(tmp, 'en-sorted.json'), enText);
  execFileSync(
    formatjs,
    ['compile', join(tmp, 'en-sorted.json'), '--format', 'simple', '--ast', '--pseudo-locale', 'en-XA', '--out-file', pseudoFile],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const pseudoText = JSON.stringify(JSON.parse(read(pseudoFile))) + '\n';

  for (const [name, text] of [['en.json', enText], ['pseudo.json', pseudoText]]) {
    const target = join(catalogDir, name);
    if (read(target) === text) continue;
    if (check) fail(`${name} is stale: run npm run i18n:extract`);
    else writeFileSync(target, text);
  }

  const argumentsOf = (message) => {
    const names = new Set();
    const walk = (elements) => {
      for (const el of elements) {
        if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.pound) names.add(el.value);
        if (el.options) for (const option of Object.values(el.options)) walk(option.value);
        if (el.children) walk(el.children);
      }
    };
    walk(parse(message, { ignoreTag: false }));
    return [...names].sort().join(',');
  };

  for (const lang of ['fi', 'sv']) {
    const catalog = JSON.parse(read(join(catalogDir, `${lang}.json`)));
    for (const id of Object.keys(en)) {
      const text = catalog[id];
      if (typeof text !== 'string' || text.trim() === '') {
        fail(`${lang}.json lacks ${id}`);
        continue;
      }
      try {
        if (argumentsOf(text) !== argumentsOf(en[id])) fail(`${lang}.json ${id}: placeholders differ from English`);
      } catch (error) {
        fail(`${lang}.json ${id}: ${error.message}`);
      }
    }
    for (const id of Object.keys(catalog)) if (!(id in en)) fail(`${lang}.json has ${id}, which no code uses`);
    if (!check) writeFileSync(join(catalogDir, `${lang}.json`), stable(catalog));
  }
  console.log(`i18n: ${Object.keys(en).length} messages${failed ? '' : ', catalogs complete'}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
