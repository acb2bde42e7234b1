import type { ValidationErrorBody } from '@portal/shared/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { loggableError } from './loggable-error';

/** An answer the API gives on purpose: status and a JSON body with a `type`. */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  constructor(
    readonly statusCode: number,
    readonly body: { type: string } & Record<string, unknown>,
  ) {
    super(body.type);
  }
}

export const unauthorized = () => new HttpProblem(401, { type: 'Unauthorized' });
export const forbidden = (reason: 'csrf' | 'origin' | 'not-allowed' | 'strong-sign-in-required') => new HttpProblem(403, { type: 'Forbidden', reason });
export const notFound = () => new HttpProblem(404, { type: 'NotFound' });

/**
 * Validates input with a contracts schema; bad input becomes 400 `ValidationError` with one
 * detail per issue. Messages are valibot's own and may quote the value, so they are replaced
 * by the expectation only.
 */
export function parseInput<const TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const body: ValidationErrorBody = {
    type: 'ValidationError',
    details: result.issues.map((issue) => ({
      path: v.getDotPath(issue) ?? '',
      message: issue.expected ? `Expected ${issue.expected}` : `Invalid ${issue.kind}`,
    })),
  };
  throw new HttpProblem(400, body);
}

/** An unexpected error as the log may hold it (loggable-error.ts): database errors without their values. */
export { loggableError, type LoggableError } from './loggable-error';

/**
 * JSON errors everywhere. An unexpected error is a 503 when the database does not answer (so a
 * load balancer and the portal can tell an outage from a bug), otherwise a 500.
 */
export function registerErrorHandling(app: FastifyInstance, deps: { pingDatabase(): Promise<void> }): void {
  app.setErrorHandler(async (error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      return reply.code(error.statusCode).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparseable JSON, too large a body, unsupported media type.
      const type = status === 400 ? 'BadRequest' : status === 429 ? 'TooManyRequests' : 'ClientError';
      return reply.code(status).send({ type });
    }
    const databaseUp = await deps.pingDatabase().then(
      () => true,
      () => false,
    );
    request.log.error({ err: loggableError(error) }, 'request failed');
    if (!databaseUp) return reply.code(503).send({ type: 'ServiceUnavailable' });
    return reply.code(500).send({ type: 'InternalServerError' });
  });
}
