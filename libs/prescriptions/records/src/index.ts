export * from './lib/prescriptions';
