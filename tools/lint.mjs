#!/usr/bin/env node
// Lints every project in one ESLint run, the type-aware rules reading the typecheck's programs
// (tools/ts-programs.mjs): one program per kind of configuration, not one or two per project each
// bringing in the libraries it imports from source again. CI's lint; a project's own `lint`
// target (`eslint .` in its folder, the root configuration through the project's one) gives the
// same answers for its files.
//
//   node tools/lint.mjs
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { configGroups, createGroupProgram, findProjects, root } from './ts-programs.mjs';

const started = performance.now();
const projects = findProjects();

// The run reads the root configuration for every file, so a project's own configuration must be
// the root one and nothing more: a rule or ignore added there would hold in its `lint` target only.
const rootConfig = (await import(pathToFileURL(path.join(root, 'eslint.config.mjs')).href)).default;
for (const project of projects) {
  const file = path.join(root, project, 'eslint.config.mjs');
  const config = existsSync(file) ? (await import(pathToFileURL(file).href)).default : rootConfig;
  if (config.length !== rootConfig.length || config.some((entry, index) => entry !== rootConfig[index])) {
    console.error(`${project}/eslint.config.mjs adds to the root configuration: put the addition in eslint.config.mjs, which tools/lint.mjs reads`);
    process.exit(1);
  }
}

const programs = configGroups(projects, (errors) => {
  throw new Error(`tsconfig errors: ${errors.map((error) => error.messageText).join('; ')}`);
}).map(createGroupProgram);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false, programs } },
    },
  ],
});
const results = await eslint.lintFiles(projects);
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results);
if (output) process.stdout.write(output);
// errorCount includes the fatal ones (files that did not parse).
const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`${results.length} files in ${projects.length} projects linted in ${seconds} s, ${programs.length} programs`);
process.exit(errors > 0 ? 1 : 0);
