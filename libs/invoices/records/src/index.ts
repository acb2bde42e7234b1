export * from './lib/visit-fees';
