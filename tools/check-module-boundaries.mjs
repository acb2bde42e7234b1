#!/usr/bin/env node
// Proves that the dependency rules of ARCHITECTURE.md bite: each forbidden import below must make
// ESLint report an error in a file of the importing project, and each allowed one must not.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
// The boundary rule reads Nx's project graph; make sure it is computed.
execFileSync(`${root}node_modules/.bin/nx`, ['show', 'projects'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NX_DAEMON: 'false' },
});

const cases = [
  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { bookingRoutes } from '@portal/booking/feature';", rule: '@nx/enforce-module-boundaries', why: 'a feature imports another feature' },
  { file: 'libs/shared/ui/src/lib/probe.ts', code: "import { homeRoutes } from '@portal/home/feature';", rule: '@nx/enforce-module-boundaries', why: 'ui imports a feature' },
  { file: 'libs/shared/util/src/lib/probe.ts', code: "import { Button } from '@portal/shared/ui';", rule: '@nx/enforce-module-boundaries', why: 'util imports ui' },
  { file: 'libs/shared/data-access/src/lib/probe.ts', code: "import { Button } from '@portal/shared/ui';", rule: '@nx/enforce-module-boundaries', why: 'data-access imports ui' },
  { file: 'libs/shared/ui/src/lib/probe.ts', code: "import { readFileSync } from 'node:fs';", rule: 'no-restricted-imports', why: 'web code imports a Node built-in' },
  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { Button } from '@portal/shared/ui';", rule: null, why: 'a feature imports ui (allowed)' },
  { file: 'apps/portal/src/app/probe.ts', code: "import { homeRoutes } from '@portal/home/feature';", rule: null, why: 'the app imports a feature (allowed)' },
];

const eslint = new ESLint({ cwd: root });
let failures = 0;
for (const { file, code, rule, why } of cases) {
  // A real file on disk, so the type-aware parser finds it in its project; removed right after.
  const path = `${root}${file.replace('probe.ts', `boundary-probe-${process.pid}.ts`)}`;
  writeFileSync(path, `${code}\nexport const probe = 1;\n`);
  let result;
  try {
    [result] = await eslint.lintFiles([path]);
  } finally {
    rmSync(path, { force: true });
  }
  const messages = result?.messages ?? [];
  const fatal = messages.some((m) => m.fatal);
  const hits = messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports');
  const ok = !fatal && (rule ? hits.some((m) => m.ruleId === rule && m.severity === 2) : hits.length === 0);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${why}${rule ? ` -> ${rule}` : ''}`);
  if (!ok) {
    failures += 1;
    for (const m of result?.messages ?? []) console.log(`       ${m.ruleId}: ${m.message}`);
  }
}
console.log(`module boundaries: ${cases.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
