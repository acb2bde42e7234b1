#!/usr/bin/env node
// Type-checks the workspace, or the projects named on the command line, with each file checked
// once per kind of configuration instead of once per project (tools/ts-programs.mjs).
//
//   node tools/typecheck.mjs                       every project
//   node tools/typecheck.mjs libs/booking/feature  one project (its Nx `typecheck` target)
import ts from 'typescript';
import { configGroups, createGroupProgram, findProjects, root } from './ts-programs.mjs';

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
for (const group of configGroups(projects, report)) {
  const started = performance.now();
  const program = createGroupProgram(group);
  report(ts.getPreEmitDiagnostics(program));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${group.configs.length} config(s), ${group.files.size} files, ` +
      `${program.getSourceFiles().length} with imports: ${seconds} s` +
      (group.configs.length <= 3 ? ` (${group.configs.join(', ')})` : ''),
  );
}
process.exit(failed ? 1 : 0);
