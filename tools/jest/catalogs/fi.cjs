// The fi catalog of every project joined, as the portal's build joins it (virtual:portal-catalog/fi).
module.exports = require('../../../apps/portal/vite/catalog-files.cjs').readCatalog('fi').messages;
