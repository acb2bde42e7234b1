import baseConfig from '../../../eslint.config.mjs';

export default [
  // Written by `npm run codegen` from the schema.
  { ignores: ['src/generated/**'] },
  ...baseConfig,
];
