#!/usr/bin/env node
// Proves that the lint rules the architecture relies on bite: each forbidden import or unlocalized
// text below must make ESLint report an error in a file of that project, and each allowed case must
// not. Covers the dependency rules of ARCHITECTURE.md, the message rules (eslint-plugin-formatjs) and
// the rule against comparisons with a brand's id (no-restricted-syntax: read the brand's capabilities)
// and the rule against spelled address words (portal/no-route-words: build addresses with pagePaths).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
/** Nx's answer to `args`, without its daemon. */
const nx = (args) => execFileSync(`${root}node_modules/.bin/nx`, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } });
// The boundary rule reads Nx's project graph; make sure it is computed.
nx(['show', 'projects']);

const cases = [
  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { bookingRoutes } from '@portal/booking/feature';", rule: '@nx/enforce-module-boundaries', why: 'a feature imports another feature' },
  { file: 'libs/shared/ui/src/lib/probe.ts', code: "import { homeRoutes } from '@portal/home/feature';", rule: '@nx/enforce-module-boundaries', why: 'ui imports a feature' },
  { file: 'libs/shared/util/src/lib/probe.ts', code: "import { Button } from '@portal/shared/ui';", rule: '@nx/enforce-module-boundaries', why: 'util imports ui' },
  { file: 'libs/shared/data-access/src/lib/probe.ts', code: "import { Button } from '@portal/shared/ui';", rule: '@nx/enforce-module-boundaries', why: 'data-access imports ui' },
  { file: 'libs/shared/ui/src/lib/probe.ts', code: "import { readFileSync } from 'node:fs';", rule: 'no-restricted-imports', why: 'web code imports a Node built-in' },
  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { Button } from '@portal/shared/ui';", rule: null, why: 'a feature imports ui (allowed)' },
  { file: 'apps/portal/src/app/probe.ts', code: "import { homeRoutes } from '@portal/home/feature';", rule: null, why: 'the app imports a feature (allowed)' },
  { file: 'libs/home/server/src/lib/probe.ts', code: "import { bookingServer } from '@portal/booking/server';", rule: '@nx/enforce-module-boundaries', why: "a domain's server lib imports another domain's server lib" },
  { file: 'libs/booking/server/src/lib/probe.ts', code: "import { bookingRoutes } from '@portal/booking/feature';", rule: '@nx/enforce-module-boundaries', why: 'a server lib imports a web lib (its own feature)' },
  { file: 'libs/booking/server/src/lib/probe.ts', code: "import { Button } from '@portal/shared/ui';", rule: '@nx/enforce-module-boundaries', why: 'a server lib imports ui' },
  { file: 'libs/booking/feature/src/lib/probe.ts', code: "import { bookingServer } from '@portal/booking/server';", rule: '@nx/enforce-module-boundaries', why: 'a feature imports a server lib' },
  { file: 'libs/shared/data-access/src/lib/probe.ts', code: "import { parseInput } from '@portal/shared/server';", rule: '@nx/enforce-module-boundaries', why: 'web data-access imports the shared server lib' },
  { file: 'libs/shared/db/src/lib/probe.ts', code: "import { parseInput } from '@portal/shared/server';", rule: '@nx/enforce-module-boundaries', why: 'the database lib imports the server lib' },
  { file: 'libs/shared/server/src/lib/probe.ts', code: "import { bookingServer } from '@portal/booking/server';\nexport const used = bookingServer;", rule: '@nx/enforce-module-boundaries', why: 'a shared lib (scope:shared) imports a domain\'s lib' },
  { file: 'libs/booking/server/src/lib/probe.ts', code: "import { parseInput } from '@portal/shared/server';\nimport { appointments } from '@portal/shared/db';\nimport { readFileSync } from 'node:fs';\nexport const used = [parseInput, appointments, readFileSync];", rule: null, why: 'a server lib imports shared server, db and Node built-ins (allowed)' },
  { file: 'apps/api/src/probe.ts', code: "import { bookingServer } from '@portal/booking/server';\nexport const used = bookingServer;", rule: null, why: 'the api app composes a domain server lib (allowed)' },
  { file: 'libs/home/feature/src/lib/probe.tsx', code: 'export const Page = () => <p>Tervetuloa</p>;', rule: 'formatjs/no-literal-string-in-jsx', why: 'a literal text in JSX' },
  { file: 'libs/home/feature/src/lib/probe.tsx', code: 'export const Icon = () => <img src="x.png" alt="Logo" />;', rule: 'formatjs/no-literal-string-in-jsx', why: 'a literal alt text' },
  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { defineMessages } from 'react-intl';\nexport const m = defineMessages({ a: { id: 'home.a', defaultMessage: 'Hello' } });", rule: 'formatjs/enforce-description', why: 'a message without a description' },
  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { defineMessages } from 'react-intl';\nexport const m = defineMessages({ a: { id: 'home.a', defaultMessage: 'Hello {name', description: 'Greeting' } });", rule: 'formatjs/no-invalid-icu', why: 'a message with broken ICU syntax' },
  { file: 'libs/home/feature/src/lib/probe.tsx', code: "import { useIntl } from 'react-intl';\nexport const Page = () => <p>{useIntl().formatMessage({ id: 'home.a', defaultMessage: 'Hello', description: 'Greeting' })}</p>;", rule: null, why: 'a localized text (allowed)' },
  { file: 'libs/booking/feature/src/lib/probe.ts', code: "export const x = (b: string) => b === 'children';", rule: 'no-restricted-syntax', why: 'a feature compares with a brand id' },
  { file: 'libs/account/server/src/lib/probe.ts', code: "export const x = (b: string) => 'general' !== b;", rule: 'no-restricted-syntax', why: 'a server lib compares with a brand id' },
  { file: 'apps/portal/src/app/probe.ts', code: "export const x = (b: string) => { switch (b) { case 'children': return 1; default: return 0; } };", rule: 'no-restricted-syntax', why: 'the app switches on a brand id' },
  { file: 'libs/account/feature/src/lib/probe.ts', code: "import { capabilitiesOf } from '@portal/shared/util';\nexport const x = capabilitiesOf('children').asksWhoseSignIn;", rule: null, why: 'reading a brand\'s capabilities (allowed)' },
  { file: 'libs/booking/feature/src/lib/probe.test.ts', code: "export const x = (b: string) => b === 'children';", rule: null, why: 'a test compares with a brand id (allowed)' },  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { VACCINATIONS_PAGE_SIZE } from '@portal/vaccinations/contracts';\nexport const used = VACCINATIONS_PAGE_SIZE;", rule: null, why: "a feature imports another domain's contracts (allowed)" },
  { file: 'libs/home/server/src/lib/probe.ts', code: "import { VaccinationsListSchema } from '@portal/vaccinations/contracts';\nexport const used = VaccinationsListSchema;", rule: null, why: "a server lib imports another domain's contracts (allowed)" },
  { file: 'libs/shared/contracts/src/lib/probe.ts', code: "import { VACCINATIONS_PAGE_SIZE } from '@portal/vaccinations/contracts';\nexport const used = VACCINATIONS_PAGE_SIZE;", rule: '@nx/enforce-module-boundaries', why: "the shared contracts import a domain's contracts" },
  { file: 'libs/vaccinations/contracts/src/lib/probe.ts', code: "import { vaccinationsRoutes } from '@portal/vaccinations/feature';\nexport const used = vaccinationsRoutes;", rule: '@nx/enforce-module-boundaries', why: "a domain's contracts import its feature" },
  { file: 'libs/booking/server/src/lib/probe.ts', code: "import { ownOccupationalContract } from '@portal/occupational-health/records';\nexport const used = ownOccupationalContract;", rule: null, why: "a server lib imports another domain's records (allowed)" },
  { file: 'libs/home/server/src/lib/probe.ts', code: "import { latestVisits } from '@portal/visits/records';\nexport const used = latestVisits;", rule: null, why: "the front page uses a domain's own query (allowed)" },
  { file: 'libs/booking/feature/src/lib/probe.ts', code: "import { findAppointments } from '@portal/appointments/records';\nexport const used = findAppointments;", rule: '@nx/enforce-module-boundaries', why: "a feature imports a domain's records" },
  { file: 'libs/messaging/records/src/lib/probe.ts', code: "import * as server from '@portal/messaging/server';\nexport const used = server;", rule: '@nx/enforce-module-boundaries', why: "a domain's records import a server lib" },
  { file: 'libs/shared/db/src/lib/probe.ts', code: "import { findAppointments } from '@portal/appointments/records';\nexport const used = findAppointments;", rule: '@nx/enforce-module-boundaries', why: "the shared database lib imports a domain's records" },
  { file: 'libs/shared/db/src/lib/probe.ts', code: "import { insuranceCompanies } from '@portal/booking/contracts';\nexport const used = insuranceCompanies;", rule: '@nx/enforce-module-boundaries', why: "the shared database lib imports a domain's contracts" },
  { file: 'libs/home/feature/src/lib/probe.ts', code: 'export const x = (lang: string) => `/${lang}/viestit/uusi`;', rule: 'portal/no-route-words', why: "a feature spells another domain's address" },
  { file: 'libs/home/server/src/lib/probe.ts', code: "export const newConversation = { en: 'new', fi: 'uusi', sv: 'ny' };", rule: 'portal/no-route-words', why: 'a server lib spells segment words' },
  { file: 'apps/portal/src/app/probe.ts', code: "export const x = (lang: string) => lang + '/appointments/' + 1;", rule: 'portal/no-route-words', why: 'the app spells an address' },
  { file: 'libs/home/feature/src/lib/probe.ts', code: "import { pagePaths } from '@portal/shared/util';\nexport const x = pagePaths.messaging.newConversation('fi');", rule: null, why: 'a link built with pagePaths (allowed)' },
  { file: 'libs/booking/feature/src/lib/probe.ts', code: "export const call = { method: 'GET', path: '/appointments/filters' };", rule: null, why: "an API client call's path (allowed)" },
];

const watched = new Set(['@nx/enforce-module-boundaries', 'no-restricted-imports', ...cases.map((c) => c.rule).filter(Boolean)]);

// Each probe is linted as its project's lint target lints it: from the project's folder, with the
// project's own eslint.config.mjs (a glob that only matches from the root would not bite there).
const projectDirOf = (file) => {
  let dir = dirname(`${root}${file}`);
  while (!existsSync(`${dir}/eslint.config.mjs`)) dir = dirname(dir);
  return dir;
};
const linters = new Map();
const linterFor = (file) => {
  const cwd = projectDirOf(file);
  if (!linters.has(cwd)) linters.set(cwd, new ESLint({ cwd }));
  return linters.get(cwd);
};
let failures = 0;
for (const { file, code, rule, why } of cases) {
  // A real file on disk, so the type-aware parser finds it in its project; removed right after.
  const path = `${root}${file.replace('probe.', `lint-probe-${process.pid}.`)}`;
  writeFileSync(path, `${code}\nexport const probe = 1;\n`);
  let result;
  try {
    [result] = await linterFor(file).lintFiles([path]);
  } finally {
    rmSync(path, { force: true });
  }
  const messages = result?.messages ?? [];
  const fatal = messages.some((m) => m.fatal);
  const hits = messages.filter((m) => watched.has(m.ruleId));
  const ok = !fatal && (rule ? hits.some((m) => m.ruleId === rule && m.severity === 2) : hits.length === 0);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${why}${rule ? ` -> ${rule}` : ''}`);
  if (!ok) {
    failures += 1;
    for (const m of result?.messages ?? []) console.log(`       ${m.ruleId}: ${m.message}`);
  }
}

// The project graph the boundaries and `nx affected` read has the source imports in it (Nx reads
// them only while @nx/js is among the workspace's dependencies): a domain's own file, such as its
// environment variables' part, affects that domain, the API composing it and the end-to-end
// tests, and no other domain; a domain's text affects its feature, the portal and the end-to-end
// tests.
const affectedBy = (file) =>
  nx(['show', 'projects', '--affected', `--files=${file}`])
    .split('\n')
    .filter(Boolean)
    .sort();
const graphCases = [
  { file: 'libs/booking/server/src/lib/insurance/insurers-config.ts', expected: ['api', 'booking-server', 'portal-e2e'], why: "booking's environment variables" },
  { file: 'libs/mfa/server/src/lib/sms/sms-config.ts', expected: ['api', 'mfa-server', 'portal-e2e'], why: "mfa's environment variables (the SMS gateway)" },
  { file: 'libs/invoices/server/src/lib/paytrail/paytrail-config.ts', expected: ['api', 'invoices-server', 'portal-e2e'], why: "the invoices' environment variables (Paytrail)" },
  {
    file: 'libs/vaccinations/contracts/src/lib/vaccinations.ts',
    expected: ['api', 'portal', 'portal-e2e', 'vaccinations-contracts', 'vaccinations-feature', 'vaccinations-server'],
    why: "the vaccinations' contract",
  },
  {
    file: 'libs/invoices/contracts/src/lib/invoices.ts',
    expected: ['api', 'invoices-contracts', 'invoices-feature', 'invoices-server', 'portal', 'portal-e2e'],
    why: "the invoices' contract",
  },
  {
    file: 'libs/questionnaires/contracts/src/lib/questionnaires.ts',
    expected: [
      'api',
      'home-server',
      'messaging-server',
      'portal',
      'portal-e2e',
      'questionnaires-contracts',
      'questionnaires-feature',
      'questionnaires-records',
      'questionnaires-server',
    ],
    why: "the questionnaires' contract (its users: the front page's and messaging's servers)",
  },
  {
    file: 'libs/messaging/records/src/lib/latest-conversations.ts',
    expected: ['api', 'home-server', 'messaging-records', 'messaging-server', 'portal-e2e', 'prescriptions-server'],
    why: "messaging's records (its users: the front page, prescriptions' renewals)",
  },
  // Each project's messages are its own (src/translations), joined by the portal's build.
  ...['booking', 'invoices', 'messaging'].map((domain) => ({
    file: `libs/${domain}/feature/src/translations/fi.json`,
    expected: [`${domain}-feature`, 'portal', 'portal-e2e'],
    why: `a Finnish text of ${domain}`,
  })),
];
for (const { file, expected, why } of graphCases) {
  const affected = affectedBy(file);
  const ok = JSON.stringify(affected) === JSON.stringify(expected);
  console.log(`${ok ? 'ok  ' : 'FAIL'} a change to ${why} affects ${expected.join(', ')}`);
  if (!ok) {
    failures += 1;
    console.log(`       affected: ${affected.join(', ') || 'nothing'}`);
  }
}
const total = cases.length + graphCases.length;
console.log(`lint rules: ${total - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
