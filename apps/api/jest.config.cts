const preset = require('../../jest.preset.js');

// The OpenID Connect libraries are ESM-only; Jest compiles them like our own sources.
const esmPackages = ['oidc-provider', 'openid-client', 'oauth4webapi', 'jose'];

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // Tests that open a database of their own spend seconds starting PGlite on a busy machine.
  testTimeout: 30_000,
  // One throw-away PostgreSQL server for the run (src/testing/databases.ts).
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  setupFilesAfterEnv: [],
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  coverageDirectory: '../../coverage/apps/api',
  reporters: preset.reporters,
};
