export type { SeedOptions, SeedSummary } from './seed-demo-data';
export { buildDemoData, hasDemoData, seedDemoData } from './seed-demo-data';
export type { DemoPerson, DemoPersonKey } from './demo-persons';
export { demoGuardianships, demoPersons, demoPersonsTable } from './demo-persons';
export { DEMO_ANONYMOUS_LINKS, demoAnonymousLinksTable } from './check-in-demo';
export { catalogueBatches } from './catalogue-batches';
export { demoPersonIds } from './person-account';
export { rateId } from './practitioners';
export { AUDIT_FORM, PRE_VISIT_FORM, SATISFACTION_FORM, questionnaireFormRows } from './questionnaire-forms';
