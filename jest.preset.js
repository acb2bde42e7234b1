const path = require('node:path');
const nxPreset = require('@nx/jest/preset').default;
// The tests' clock (TEST_NOW of @portal/shared/util/testing).
const testClock = require('./libs/shared/util/src/testing/test-clock.json');

// ESM-only packages that Jest must transform like our own sources.
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'magic-string'];

module.exports = {
  ...nxPreset,
  // jsdom with Node's fetch classes, which react-router's data router needs.
  testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.cjs'),
  transform: {
    '^.+\\.m?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: {
    // Every project's messages joined, as the portal's build joins them (apps/portal/vite/catalogs.ts).
    '^virtual:portal-catalog/(fi|sv|en|pseudo)$': path.join(__dirname, 'tools/jest/catalogs/$1.cjs'),
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|webp)$': path.join(__dirname, 'tools/jest/file-stub.js'),
  },
  // The unit tests' clock: where `jest.useFakeTimers()` starts, and (by setup.ts) what Date reads.
  fakeTimers: { now: Date.parse(testClock.now) },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts')],
  reporters: ['default', path.join(__dirname, 'tools/jest/summary-reporter.js')],
  testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)'],
};
