// The sv catalog of every project joined, as the portal's build joins it (virtual:portal-catalog/sv).
module.exports = require('../../../apps/portal/vite/catalog-files.cjs').readCatalog('sv').messages;
