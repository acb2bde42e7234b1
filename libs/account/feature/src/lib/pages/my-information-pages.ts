// My information, the use of the data and the family view load as one chunk: a route object's lazy import costs
// the first page a preload list of its own, and the pages share their texts and components.
export { FamilyPage } from './family-page';
export { MyDataPage } from './my-data-page';
export { MyInformationPage } from './my-information-page';
