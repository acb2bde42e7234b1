const path = require('node:path');

// The OpenID Connect libraries are ESM-only; Jest compiles them like our own sources.
const esmPackages = ['oidc-provider', 'openid-client', 'oauth4webapi', 'jose'];
const root = path.join(__dirname, '../..');

/**
 * Jest for a server project (libs/<domain>/server, libs/shared/server|db, apps/api): Node, and one
 * throw-away PostgreSQL server for the run that every test file makes its own database on
 * (libs/shared/db/src/testing/databases.ts), so each test runs on PGlite and on PostgreSQL.
 */
function serverJestConfig(displayName, dirname) {
  const depth = path.relative(dirname, root);
  return {
    displayName,
    preset: path.join(depth, 'jest.preset.js'),
    testEnvironment: 'node',
    // Tests that open a database of their own spend seconds starting PGlite on a busy machine.
    testTimeout: 30_000,
    globalSetup: path.join(root, 'libs/shared/db/src/testing/global-setup.ts'),
    globalTeardown: path.join(root, 'libs/shared/db/src/testing/global-teardown.ts'),
    setupFilesAfterEnv: [],
    transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
    coverageDirectory: path.join(root, 'coverage', path.relative(root, dirname)),
  };
}

module.exports = { serverJestConfig };
