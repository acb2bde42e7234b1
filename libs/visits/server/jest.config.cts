const { serverJestConfig } = require('../../../tools/jest/server-config.cjs');

module.exports = serverJestConfig('visits-server', __dirname);
