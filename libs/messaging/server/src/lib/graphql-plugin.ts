import type { DomainDeps } from '@portal/shared/server';
import { actingSessionOf, HttpProblem, isProduction, loggableError } from '@portal/shared/server';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { IResolvers } from 'mercurius';
import mercurius from 'mercurius';
import type { MessagingContext } from './context';
import { MessagingError } from './errors';
import { MAX_QUERY_DEPTH, MAX_QUERY_TOKENS, queryLimitRules } from './limits';
import { resolvers } from './resolvers';
import { messagingSchema } from '../generated/schema';

export const MESSAGING_PATH = '/api/customer-messaging';

/** Validation messages that may quote a variable's or literal's value, which can be a message's text. */
const quotesValues = /got invalid value|Expected value of type|cannot represent|Expected type/i;

function contextOf(request: FastifyRequest, deps: DomainDeps, app: FastifyInstance): MessagingContext {
  const session = request.session;
  // The access hook refuses a request without a session before any resolver runs; only the
  // error handler of such a request asks for a context, and needs none of it.
  if (!session) return {} as MessagingContext;
  return { db: deps.db, now: deps.now, uploads: app.uploads, acting: actingSessionOf(request), lang: session.lang, csrfToken: session.csrfToken, log: request.log, messagingConfig: deps.config.messaging };
}

interface ErrorWithList {
  errors?: unknown;
  statusCode?: unknown;
}

/**
 * GraphQL errors as the customer may see them: our own with their code and fixed message,
 * validation errors without any quoted value, anything unexpected as an internal error that is
 * logged (without personal data) and never described.
 */
export function formatErrors(execution: ExecutionResult & { errors: readonly GraphQLError[] }, log: FastifyBaseLogger | undefined): { statusCode: number; response: FormattedExecutionResult } {
  let statusCode = 200;
  const errors = execution.errors.flatMap((error) => {
    const original = error.originalError as (Error & ErrorWithList) | undefined;
    // Mercurius reports validation and depth failures as one error holding the list.
    if (original && Array.isArray(original.errors)) {
      if (typeof original.statusCode === 'number' && !execution.data) statusCode = original.statusCode;
      return (original.errors as unknown[]).map((inner) => (inner instanceof GraphQLError ? inner : new GraphQLError(inner instanceof Error ? inner.message : 'Invalid request')));
    }
    return [error];
  });
  const formatted = errors.map((error) => {
    const original = error.originalError;
    const where = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
    if (error instanceof MessagingError || original instanceof MessagingError) {
      const own = original instanceof MessagingError ? original : error;
      return { message: own.message, ...where, extensions: own.extensions };
    }
    if (!error.path) {
      // The request's own faults (syntax, validation, variables), before any resolver ran. A
      // variable's coercion may carry the parser's error, which can quote the value.
      if (original || quotesValues.test(error.message)) return { message: 'Invalid value', ...where, extensions: { code: 'BAD_USER_INPUT' } };
      return { message: error.message, ...where, extensions: { code: error.extensions['code'] ?? 'GRAPHQL_VALIDATION_FAILED' } };
    }
    log?.error({ err: loggableError(original) }, 'messaging resolver failed');
    return { message: 'Internal server error', ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  });
  return { statusCode, response: { data: execution.data ?? null, errors: formatted } };
}

/**
 * The customer-messaging GraphQL endpoint: mercurius with the schema of `messaging.graphql`,
 * POST only (the session hook checks its Origin and csrf token like every state change), no
 * batches, limits on tokens, depth, aliases and cost, and neither introspection, suggestions nor an
 * IDE in production.
 */
export async function registerMessagingGraphql(app: FastifyInstance, deps: DomainDeps): Promise<void> {
  // Queries too come by POST: a GET would skip the csrf token and put variables into addresses.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === MESSAGING_PATH && request.method !== 'POST') {
      reply.header('allow', 'POST');
      throw new HttpProblem(405, { type: 'MethodNotAllowed' });
    }
  });

  // Production has no introspection, so names are not told by "Did you mean ...?" either
  // (graphql-js's own option, which mercurius passes on to validate() but does not type).
  const validateOptions = { maxErrors: 10, hideSuggestions: isProduction(deps.config) };
  // Mercurius adds the endpoint's routes itself, with no options of ours: their access-log
  // declaration (conversations and messages are the customer's) is given here as they are added.
  app.addHook('onRoute', (route) => {
    if (route.url === MESSAGING_PATH) route.config = { ...route.config, accessLog: { kind: 'messages' } };
  });
  await app.register(mercurius, {
    schema: messagingSchema,
    resolvers: resolvers as IResolvers,
    path: MESSAGING_PATH,
    graphiql: false,
    allowBatchedQueries: false,
    queryDepth: MAX_QUERY_DEPTH,
    validationRules: [...queryLimitRules, ...(isProduction(deps.config) ? [NoSchemaIntrospectionCustomRule] : [])],
    graphql: {
      parseOptions: { maxTokens: MAX_QUERY_TOKENS },
      validateOptions,
    },
    context: (request) => contextOf(request, deps, app),
    errorFormatter: (execution, context) => formatErrors(execution, (context as { reply?: FastifyReply }).reply?.log),
    errorHandler: async (error, request, reply) => {
      if ((error as unknown) instanceof HttpProblem) {
        const problem = error as unknown as HttpProblem;
        return reply.code(problem.statusCode).send(problem.body);
      }
      const graphqlFailure = error instanceof GraphQLError || Array.isArray((error as ErrorWithList).errors) || String((error as FastifyError).code ?? '').startsWith('MER_ERR');
      // Anything else (a body that is not JSON, too large a body) is answered as everywhere else in the API.
      if (!graphqlFailure) throw error;
      const asGraphql = error instanceof GraphQLError ? error : new GraphQLError(error.message, { originalError: error });
      const { statusCode, response } = formatErrors({ errors: [asGraphql] }, request.log);
      return reply.code(statusCode === 200 ? 400 : statusCode).send(response);
    },
  });
}
