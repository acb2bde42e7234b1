import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isError, loggableError, loggableMessage } from './loggable-error';
import { loggablePath, redactPaths } from './redact';
import { traceFields } from './tracing';

const incomingId = /^[\w-]{8,64}$/;

/**
 * What the `req` serializer is given: Fastify's request for its 'incoming request' line and its
 * default error log, or a raw IncomingMessage should anything log one.
 */
interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/**
 * A line that logs an error without a message of its own gets pino's default, the error's raw
 * message (`log.error(error)`, `log.error({ err })`), and Fastify's default error log passes that
 * raw message as the line's own. Either way a database error's values would reach the log
 * beside the serialized `err`, so such a message is replaced by the loggable one.
 */
export function withLoggableMessage(args: unknown[]): unknown[] {
  const [first, message, ...rest] = args;
  if (typeof first !== 'object' || first === null) return args;
  const err: unknown = isError(first) ? first : (first as { err?: unknown }).err;
  if (err === undefined || err === null) return args;
  const raw = typeof err === 'object' ? (err as { message?: unknown }).message : undefined;
  if (message !== undefined && message !== raw) return args;
  return [isError(first) ? { err: first } : first, loggableMessage(err), ...rest];
}

/**
 * pino with a request id (and, with telemetry on, the trace id) on every line and no personal data: requests are logged by method and
 * route (a matched route's pattern, or else the path without query and with random tokens such
 * as anonymous appointment link ids masked; no headers, body or client address), errors through
 * `loggableError` (type, scrubbed message, stack frames; database errors by SQLSTATE and names only).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      ...(stream ? { stream } : {}),
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // With telemetry on, every line written within a request names its trace (OpenTelemetry's ids).
      mixin: traceFields,
      serializers: {
        req: (req: LoggedRequest) => ({
          id: req.id,
          method: req.method,
          path: loggablePath(req.url ?? '', req.routeOptions?.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // Fastify's type wants a message and a stack on every error; a database error has neither.
        err: loggableError as NonNullable<NonNullable<FastifyLoggerOptions['serializers']>['err']>,
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, withLoggableMessage(args) as Parameters<typeof method>);
        },
      },
    },
    requestIdHeader: false,
    // A caller's id is kept when it looks like one, so a trace can follow a request through.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && incomingId.test(given) ? given : randomUUID();
    },
  };
}
