import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types from the messaging schema: resolver types for the server, typed documents of the portal's
 * operations for Apollo Client. `npm run codegen` writes them; `npm run codegen:check` (part of
 * `npm test`) fails when the committed files are stale. Paths are from the workspace root.
 */
const config: CodegenConfig = {
  schema: 'libs/messaging/server/src/schema/messaging.graphql',
  documents: 'libs/messaging/feature/src/lib/operations/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'libs/messaging/server/src/generated/schema.ts': {
      plugins: ['./libs/messaging/server/codegen/schema-module.cjs'],
    },
    'libs/messaging/server/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../lib/context#MessagingContext',
        scalars: { DateTime: { input: 'string', output: 'Date' } },
        mapperTypeSuffix: 'Model',
        mappers: {
          MessagingThread: '../lib/models#Thread',
          ThreadPage: '../lib/models#ThreadPage',
          Message: '../lib/models#Message',
          MessagePage: '../lib/models#MessagePage',
          ProfessionalUser: '../lib/models#ProfessionalUser',
          CustomerUser: '../lib/models#CustomerUser',
          HrUser: '../lib/models#HrUser',
          ThreadAssignment: '../lib/models#ThreadAssignment',
          QuestionnaireInvitation: '../lib/models#QuestionnaireInvitation',
        },
      },
    },
    'libs/messaging/feature/src/lib/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
