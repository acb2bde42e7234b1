// The section's pages load as one chunk: a route object's lazy import costs the first page a
// preload list of its own, and the two pages share the list's data, cards and messages.
export { PrescriptionRenewalPage } from './prescription-renewal-page';
export { PrescriptionsPage } from './prescriptions-page';
