export * from './lib/latest-conversations';
export * from './lib/messaging-records';
