export * from './lib/client';
export * from './lib/persons';
export * from './lib/schema';
