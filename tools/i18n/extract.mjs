#!/usr/bin/env node
// Extracts every project's react-intl messages into that project's English catalog
// (src/translations/en.json beside the code), compiles its pseudo-locale from it and checks that
// the project's Finnish and Swedish catalogs have exactly the same keys with the same
// placeholders, and that no message id is defined by two projects. `--check` changes nothing and
// fails when a catalog is stale. The portal's build joins the projects' catalogs (apps/portal/vite/catalog-files.cjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import catalogFiles from '../../apps/portal/vite/catalog-files.cjs';

const { projectDirs, root, translationsDir } = catalogFiles;
const check = process.argv.includes('--check');
const formatjs = join(root, 'node_modules/.bin/formatjs');
const tmp = mkdtempSync(join(tmpdir(), 'i18n-'));

const ignored = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.d.ts', '**/node_modules/**'];

const read = (file) => readFileSync(file, 'utf8');
const stable = (value) => JSON.stringify(value, Object.keys(value).sort(), 2) + '\n';
const sortKeys = (obj) => Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));

let failed = false;
const fail = (message) => {
  failed = true;
  console.error(`i18n: ${message}`);
};

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

/** Writes a generated file, or in --check reports it as stale. */
const put = (file, text) => {
  if (existsSync(file) && read(file) === text) return;
  if (check) fail(`${relative(root, file)} is stale: run npm run i18n:extract`);
  else {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
};

try {
  const owners = new Map();
  let total = 0;
  for (const project of projectDirs()) {
    const name = relative(root, project);
    const dir = translationsDir(project);
    const extracted = join(tmp, 'en.json');
    rmSync(extracted, { force: true });
    execFileSync(
      formatjs,
      ['extract', `${name}/src/**/*.{ts,tsx}`, ...ignored.flatMap((g) => ['--ignore', g]), '--out-file', extracted, '--format', 'simple', '--throws'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const en = existsSync(extracted) ? sortKeys(JSON.parse(read(extracted))) : {};
    const ids = Object.keys(en);
    if (ids.length === 0) {
      if (existsSync(dir)) fail(`${relative(root, dir)} holds translations, but ${name} defines no message`);
      continue;
    }
    total += ids.length;
    for (const id of ids) {
      // Every message has a readable id prefixed by its scope (booking.list.empty); a message
      // written without one would get a generated hash instead.
      if (!/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(id)) fail(`message id ${id} is not a scoped id like booking.list.empty`);
      if (owners.has(id)) fail(`${id} is defined in ${owners.get(id)} and in ${name}`);
      owners.set(id, name);
    }
    const enText = JSON.stringify(en, null, 2) + '\n';
    put(join(dir, 'en.json'), enText);

    const source = join(tmp, 'en-sorted.json');
    const pseudoFile = join(tmp, 'pseudo.json');
    writeFileSync(source, enText);
    execFileSync(
      formatjs,
      ['compile', source, '--format', 'simple', '--ast', '--pseudo-locale', 'en-XA', '--out-file', pseudoFile],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    put(join(dir, 'pseudo.json'), JSON.stringify(JSON.parse(read(pseudoFile))) + '\n');

    for (const lang of ['fi', 'sv']) {
      const file = join(dir, `${lang}.json`);
      const where = relative(root, file);
      const catalog = existsSync(file) ? JSON.parse(read(file)) : {};
      for (const id of ids) {
        const text = catalog[id];
        if (typeof text !== 'string' || text.trim() === '') {
          fail(`${where} lacks ${id}`);
          continue;
        }
        try {
          if (argumentsOf(text) !== argumentsOf(en[id])) fail(`${where} ${id}: placeholders differ from English`);
        } catch (error) {
          fail(`${where} ${id}: ${error.message}`);
        }
      }
      for (const id of Object.keys(catalog)) if (!(id in en)) fail(`${where} has ${id}, which no code of ${name} defines`);
      if (!check && existsSync(file)) writeFileSync(file, stable(catalog));
    }
  }
  console.log(`i18n: ${total} messages in ${new Set(owners.values()).size} projects${failed ? '' : ', catalogs complete'}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
