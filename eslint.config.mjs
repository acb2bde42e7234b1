import nx from '@nx/eslint-plugin';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { routeWordsPlugin } from './tools/eslint/route-words.mjs';

// The domains: each owns libs/<domain>/feature and libs/<domain>/server, and may lean only on
// its own libraries and the shared ones.
const domains = [
  'home', 'booking', 'appointments', 'invoices', 'messaging', 'prescriptions', 'lab-imaging', 'visits',
  'questionnaires', 'account', 'mfa', 'certificates', 'vaccinations', 'occupational-health', 'sickness-fund', 'info',
  'notifications', 'my-data',
];

// Which kind of project may import which (ARCHITECTURE.md "Rules of the house").
// type:i18n is ours: the react-intl setup, catalogs and localized route segments that apps,
// features, ui and data-access all need; it may itself depend only on util.
// Server side: a domain's type:server lib leans on the shared server lib (type:server,
// scope:shared), the database lib (type:db), contracts and util; the scope rules keep it off
// every other domain's server lib, and platform:node never imports platform:web (nor back).
const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:ui',
      'type:data-access',
      'type:util',
      'type:contracts',
      'type:i18n',
      'type:server',
      'type:db',
    ],
  },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:db', 'type:contracts', 'type:util'] },
  { sourceTag: 'type:db', onlyDependOnLibsWithTags: ['type:db', 'type:contracts', 'type:util'] },
  // A domain's contracts library and its records library (tag share:domains: the queries and rules
  // of its tables that other domains' server libs and the front page use) are the parts of a domain
  // others may use.
  ...domains.map((domain) => ({
    sourceTag: `scope:${domain}`,
    onlyDependOnLibsWithTags: [`scope:${domain}`, 'scope:shared', 'share:domains'],
  })),
  { sourceTag: 'share:domains', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:db'] },
  // The shared libraries lean on nothing of a domain's: what a domain owns stays with it.
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts', 'type:i18n'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:i18n'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts', 'type:i18n'],
  },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
  { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'platform:web', notDependOnLibsWithTags: ['platform:node'] },
  { sourceTag: 'platform:node', notDependOnLibsWithTags: ['platform:web'] },
  { sourceTag: 'platform:shared', notDependOnLibsWithTags: ['platform:node', 'platform:web'] },
];

// The globs below name folders from the workspace root. A project's lint target loads its own
// eslint.config.mjs (which spreads this one) from the project's folder, where a relative glob such
// as 'libs/**' would match nothing; basePath anchors those config objects at the root instead.
const root = import.meta.dirname;

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'fs', 'fs/promises',
  'http', 'http2', 'https', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream',
  'tls', 'url', 'util', 'v8', 'vm', 'worker_threads', 'zlib',
];

// Code branches on what a brand offers, never on which brand it is: the capabilities object of
// libs/shared/util (brand-capabilities.ts) says which brand has which sections, occupational health
// care, guardians... So product code may not compare anything with a brand's id.
const brandIds = ['general', 'children'];
const brandIdLiteral = `Literal[value=/^(${brandIds.join('|')})$/]`;
const brandComparisonMessage =
  "Do not compare with a brand's id: read the brand's capabilities (capabilitiesOf(config.brand) on the API, useBrand() in the portal; libs/shared/util/src/lib/brand-capabilities.ts).";
const brandComparisons = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > ${brandIdLiteral}.left`, message: brandComparisonMessage },
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > ${brandIdLiteral}.right`, message: brandComparisonMessage },
  { selector: `SwitchCase > ${brandIdLiteral}.test`, message: brandComparisonMessage },
];

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    // Written by `npm run codegen`: from the schema (server) and the operation documents (feature).
    basePath: root,
    ignores: ['libs/messaging/server/src/generated/**', 'libs/messaging/feature/src/lib/gql/**'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Every user-visible string is a react-intl message with an id and a description.
    basePath: root,
    files: ['libs/**/*.tsx', 'apps/portal/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**', '**/src/testing.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|aria-description|alt|title|placeholder|label)']] } },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-id': 'off',
      'formatjs/enforce-id': 'off',
    },
  },
  {
    basePath: root,
    files: ['libs/**/*.ts', 'libs/**/*.tsx', 'apps/portal/src/**/*.ts', 'apps/portal/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/jest.config.cts'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
  {
    // Browser code never reaches for Node's built-ins (the server libraries run on Node).
    basePath: root,
    files: ['libs/**/*.ts', 'libs/**/*.tsx', 'apps/portal/src/**/*.ts', 'apps/portal/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/jest.config.cts', 'libs/*/server/**', 'libs/shared/db/**', 'libs/shared/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.flatMap((name) => [
            { name, message: 'Browser and shared code must not import Node built-ins.' },
            { name: `node:${name}`, message: 'Browser and shared code must not import Node built-ins.' },
          ]),
        },
      ],
    },
  },
  {
    // No comparison with a brand's id in product code (brandComparisons above); tests, stories and
    // the end-to-end tests may name the brand they run in.
    basePath: root,
    files: ['libs/**/src/**/*.ts', 'libs/**/src/**/*.tsx', 'apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.ts', '**/*.stories.tsx', 'apps/portal-e2e/**'],
    rules: {
      'no-restricted-syntax': ['error', ...brandComparisons],
    },
  },
  {
    // The words of the portal's addresses are spelled in libs/shared/util/src/lib/paths only:
    // every other file links with pagePaths and routes with routePatterns (tools/eslint/route-words.mjs).
    basePath: root,
    files: ['libs/**/*.ts', 'libs/**/*.tsx', 'apps/api/src/**/*.ts', 'apps/portal/src/**/*.ts', 'apps/portal/src/**/*.tsx', 'apps/portal/vite/**/*.ts'],
    ignores: [
      'libs/shared/util/src/lib/paths/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.stories.tsx',
      '**/testing/**',
      '**/testing.ts',
      '**/testing.tsx',
      '**/jest.config.cts',
      'libs/shared/db/src/seed/**',
      // Servers of their own with their own addresses: the development identity provider and the
      // stand-ins of outside services; generated files.
      'libs/shared/server/src/lib/dev-idp/**',
      '**/*-stand-in/**',
      '**/generated/**',
    ],
    plugins: { portal: routeWordsPlugin },
    rules: { 'portal/no-route-words': 'error' },
  },
  {
    files: ['**/*.cts', '**/*.cjs', 'jest.preset.js', 'tools/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
