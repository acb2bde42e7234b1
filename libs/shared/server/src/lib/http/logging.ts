import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pathOf, redactPaths, scrub } from './redact';

const incomingId = /^[\w-]{8,64}$/;

/**
 * pino with a request id on every line and no personal data: requests are logged by method and
 * path only (no query, headers or body, no client address), errors by type and scrubbed message.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      ...(stream ? { stream } : {}),
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: pathOf(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: (err: Error) => ({ type: err.name, message: scrub(err.message), stack: scrub(err.stack ?? '') }),
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
