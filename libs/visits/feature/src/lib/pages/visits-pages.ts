// The section's pages load as one chunk: a route object's lazy import costs the first page a
// preload list of its own, and the pages share their API calls, texts and components.
export { VisitPage } from './visit-page';
export { VisitsPage } from './visits-page';
