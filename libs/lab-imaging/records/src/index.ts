export * from './lib/results';
