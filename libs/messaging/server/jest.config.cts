const { serverJestConfig } = require('../../../tools/jest/server-config.cjs');

module.exports = serverJestConfig('messaging-server', __dirname);
