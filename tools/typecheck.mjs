#!/usr/bin/env node
// Type-checks the workspace, or the projects named on the command line, with each file checked
// once per kind of configuration instead of once per project.
//
//   node tools/typecheck.mjs                       every project
//   node tools/typecheck.mjs libs/booking/feature  one project (its Nx `typecheck` target)
//
// Every project keeps its own tsconfig files (tsconfig.lib/app.json without Node or Jest globals
// for web code, tsconfig.spec.json with them, es2023 without DOM for server code). Checked one
// by one, each of them brought in the libraries it imports from source again: 41 projects, two
// programs each, the shared libraries checked dozens of times. Here the configurations with the
// same compiler options become one program over the union of their files, so each file is
// checked once per kind, and the rules each configuration sets still hold for its files.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The tsconfig files of a project that name files to check (the solution-style tsconfig.json
 * with `"include": []` names none). */
function projectConfigs(projectRoot) {
  const dir = path.resolve(root, projectRoot);
  return readdirSync(dir)
    .filter((name) => /^tsconfig(\.[\w-]+)?\.json$/.test(name))
    .map((name) => path.join(dir, name))
    .filter((file) => parseConfig(file).fileNames.length > 0);
}

function findProjects() {
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
function parseConfig(file) {
  if (!parsed.has(file)) {
    const config = ts.getParsedCommandLineOfConfigFile(file, { noEmit: true }, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    if (config.errors.length > 0) report(config.errors);
    parsed.set(file, config);
  }
  return parsed.get(file);
}

/** The options that decide how a file is checked; where the output would go does not. */
function optionsKey(options) {
  const { configFilePath, outDir, pathsBasePath, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
let failed = false;
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  failed = true;
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
}

const projects = process.argv.length > 2 ? process.argv.slice(2) : findProjects();
const groups = new Map();
for (const project of projects) {
  for (const file of projectConfigs(project)) {
    const config = parseConfig(file);
    const key = optionsKey(config.options);
    const group = groups.get(key) ?? { options: config.options, configs: [], files: new Set() };
    group.configs.push(path.relative(root, file));
    for (const name of config.fileNames) group.files.add(name);
    groups.set(key, group);
  }
}

for (const group of groups.values()) {
  const started = performance.now();
  const program = ts.createProgram([...group.files], { ...group.options, noEmit: true });
  report(ts.getPreEmitDiagnostics(program));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${group.configs.length} config(s), ${group.files.size} files, ` +
      `${program.getSourceFiles().length} with imports: ${seconds} s` +
      (group.configs.length <= 3 ? ` (${group.configs.join(', ')})` : ''),
  );
}
process.exit(failed ? 1 : 0);
