// The section's pages load as one chunk: a route object's lazy import costs the first page a
// preload list of its own, and the pages share most of their code anyway. The trend chart stays
// apart, loaded on demand from a result.
export { ImagingPage } from './imaging-page';
export { ImagingResultPage } from './imaging-result-page';
export { LabResultPage } from './lab-result-page';
export { LaboratoryPage } from './laboratory-page';
export { ImagingReferralPage, LabReferralPage } from './referral-page';
