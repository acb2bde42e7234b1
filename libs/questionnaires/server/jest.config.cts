const { serverJestConfig } = require('../../../tools/jest/server-config.cjs');

module.exports = serverJestConfig('questionnaires-server', __dirname);
