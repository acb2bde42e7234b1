export * from './config-parts';
export * from './fixtures';
export * from './patient-fixtures';
export * from './pdf-reader';
export * from './sign-in';
export * from './test-app';
export * from './test-browser';
export * from './uploads';
