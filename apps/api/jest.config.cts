const { serverJestConfig } = require('../../tools/jest/server-config.cjs');

module.exports = serverJestConfig('api', __dirname);
