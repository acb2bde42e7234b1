export * from './databases';
export * from './postgres-server';
