export * from './lib/visits';
