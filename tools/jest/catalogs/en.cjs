// The en catalog of every project joined, as the portal's build joins it (virtual:portal-catalog/en).
module.exports = require('../../../apps/portal/vite/catalog-files.cjs').readCatalog('en').messages;
