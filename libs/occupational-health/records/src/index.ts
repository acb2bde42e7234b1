export * from './lib/occupational-contracts';
export * from './lib/own-occupational-contract';
