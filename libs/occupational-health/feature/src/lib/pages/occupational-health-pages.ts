// The section's pages load as one chunk: a route object's lazy import costs the first page a
// preload list of its own, and the pages share their frame and components.
export { EmployeeMemoPage } from './employee-memo-page';
export { OccupationalHealthTeamPage } from './occupational-health-team-page';
