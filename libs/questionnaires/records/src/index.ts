export * from './lib/invitations';
export * from './lib/questionnaire-records';
