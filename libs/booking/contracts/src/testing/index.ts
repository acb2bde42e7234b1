export * from './list';
export * from './reservation';
