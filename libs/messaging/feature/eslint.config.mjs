import baseConfig from '../../../eslint.config.mjs';

export default [
  // Written by `npm run codegen` from the operation documents.
  { ignores: ['src/lib/gql/**'] },
  ...baseConfig,
];
