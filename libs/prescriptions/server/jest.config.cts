const { serverJestConfig } = require('../../../tools/jest/server-config.cjs');

module.exports = serverJestConfig('prescriptions-server', __dirname);
