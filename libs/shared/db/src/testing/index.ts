export * from './databases';
export * from './postgres-server';
export * from './jobs';
