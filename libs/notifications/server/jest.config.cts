const { serverJestConfig } = require('../../../tools/jest/server-config.cjs');

module.exports = serverJestConfig('notifications-server', __dirname);
