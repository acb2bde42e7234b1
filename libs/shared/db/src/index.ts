export * from './lib/client';
export * from './lib/delete-rows';
export * from './lib/job-queue';
export * from './lib/notification-preferences';
export * from './lib/persons';
export * from './lib/schema';
