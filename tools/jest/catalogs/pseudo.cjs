// The pseudo catalog of every project joined, as the portal's build joins it (virtual:portal-catalog/pseudo).
module.exports = require('../../../apps/portal/vite/catalog-files.cjs').readCatalog('pseudo').messages;
