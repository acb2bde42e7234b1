// The workspace's TypeScript configurations grouped by kind, for the typecheck (tools/typecheck.mjs)
// and the lint with type information (tools/lint.mjs).
//
// Every project keeps its own tsconfig files (tsconfig.lib/app.json without Node or Jest globals
// for web code, tsconfig.spec.json with them, es2023 without DOM for server code). Checked one
// by one, each of them brought in the libraries it imports from source again: 41 projects, two
// programs each, the shared libraries checked dozens of times. Grouped, the configurations with
// the same compiler options become one program over the union of their files, so each file is
// read and checked once per kind, and the rules each configuration sets still hold for its files.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders of every Nx project under apps/ and libs/, relative to the root. */
export function findProjects() {
  const roots = [];
  for (const top of ['apps', 'libs']) {
    const walk = (dir, depth) => {
      if (existsSync(path.join(dir, 'project.json'))) {
        roots.push(path.relative(root, dir));
        return;
      }
      if (depth === 0) return;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && entry.name !== 'node_modules') walk(path.join(dir, entry.name), depth - 1);
      }
    };
    walk(path.join(root, top), 2);
  }
  return roots.sort();
}

const parsed = new Map();

/** A tsconfig file read as the compiler reads it; its errors go to `onErrors`. */
function parseConfig(file, onErrors) {
  if (!parsed.has(file)) {
    const config = ts.getParsedCommandLineOfConfigFile(file, { noEmit: true }, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    if (config.errors.length > 0) onErrors(config.errors);
    parsed.set(file, config);
  }
  return parsed.get(file);
}

/** The tsconfig files of a project that name files to check (the solution-style tsconfig.json
 * with `"include": []` names none). */
function projectConfigs(projectRoot, onErrors) {
  const dir = path.resolve(root, projectRoot);
  return readdirSync(dir)
    .filter((name) => /^tsconfig(\.[\w-]+)?\.json$/.test(name))
    .map((name) => path.join(dir, name))
    .filter((file) => parseConfig(file, onErrors).fileNames.length > 0);
}

/** The options that decide how a file is checked; where the output would go does not. */
const outputOnly = new Set(['configFilePath', 'outDir', 'pathsBasePath']);
function optionsKey(options) {
  const decisive = Object.keys(options).filter((key) => !outputOnly.has(key)).sort();
  return JSON.stringify(options, decisive);
}

/**
 * The projects' configurations grouped by compiler options: each group's options, the
 * configurations in it (relative to the root) and the union of their files.
 */
export function configGroups(projects, onErrors) {
  const groups = new Map();
  for (const project of projects) {
    for (const file of projectConfigs(project, onErrors)) {
      const config = parseConfig(file, onErrors);
      const key = optionsKey(config.options);
      const group = groups.get(key) ?? { options: config.options, configs: [], files: new Set() };
      group.configs.push(path.relative(root, file));
      for (const name of config.fileNames) group.files.add(name);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

/** One program for a group. */
export function createGroupProgram(group) {
  return ts.createProgram([...group.files], { ...group.options, noEmit: true });
}
