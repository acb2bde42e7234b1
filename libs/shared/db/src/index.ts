export * from './lib/appointment-records';
export * from './lib/client';
export * from './lib/messaging-records';
export * from './lib/occupational-contracts';
export * from './lib/persons';
export * from './lib/questionnaire-records';
export * from './lib/schema';
