// A GraphQL Code Generator plugin: the schema as a TypeScript string, so the server needs no
// .graphql file beside its bundle.
const { printSchema } = require('graphql');

module.exports = {
  plugin(schema) {
    return [
      '/* Generated from src/schema/messaging.graphql by `npm run codegen`: do not edit. */',
      `export const messagingSchema = ${JSON.stringify(printSchema(schema))};`,
      '',
    ].join('\n');
  },
};
