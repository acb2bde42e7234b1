import underPressure from '@fastify/under-pressure';
import type { DatabaseHandle } from '@portal/shared/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Time limits of the HTTP server. Fastify's defaults leave Node's request and connection limits
 * off (0), so a client that sends slowly could hold a socket for ever.
 *
 * - REQUEST_TIMEOUT_MS: the whole request, headers and body, must arrive within it (else 408).
 * - CONNECTION_TIMEOUT_MS: a socket with no traffic at all is closed.
 * - KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection is closed; longer than a load balancer's
 *   usual 60 s, so that the balancer, not the API, closes it and no request meets a closing socket.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Load shedding: past these, /api requests are answered 503 with `Retry-After` at once, before
 * any work, instead of queueing until every request is too slow and the portal's 15 s run out.
 * Both are configuration (ApiConfig.loadShedding):
 *
 * - requests queued for a pooled database connection (LOAD_SHED_WAITING_REQUESTS, 30 by default:
 *   10 connections and a query of about a millisecond make 30 waiting some 3 ms of backlog each),
 *   over the limit for SUSTAINED_BACKLOG_MS on end: a queue that stays past it means the database
 *   cannot keep up, while a burst (a page's parallel reads, several pages at once) drains within
 *   it. Shedding at the first sample over the limit refused 60 % of a realistic mix at 200
 *   requests a second with the machine 31 % busy (`npm run bench:mix`, docs/measurements.md);
 * - the event loop's mean delay over the last EVENT_LOOP_SAMPLE_MS (LOAD_SHED_EVENT_LOOP_DELAY_MS,
 *   200 ms by default): the process itself is too busy. A 503 costs a fraction of a search, so
 *   shedding lets the loop catch up and the health routes answer. The tests' servers turn it off:
 *   a test file's own work (seeding, a busy runner) holds their loop, not the requests.
 *
 * The health routes, the portal's files and the sign-in's redirects are never shed: readiness
 * must go on answering under load (else every replica reports unready at once and a spike
 * becomes an outage), and a page that loads can show its own error and a retry.
 */
export const EVENT_LOOP_SAMPLE_MS = 250;
/** How long the connection queue must stay over its limit before /api is shed. */
export const SUSTAINED_BACKLOG_MS = 250;
/** Seconds a shed client is asked to wait. */
export const SHED_RETRY_AFTER_SECONDS = 1;

export const serverTimeouts = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  // New requests on kept-alive sockets get 503 once closing starts; idle sockets close at once.
  return503OnClosing: true,
  forceCloseConnections: 'idle',
} as const;

/** Under pressure: an /api request gets 503 (the plugin sends what this returns); anything else goes on. */
function shed(request: FastifyRequest, reply: FastifyReply) {
  if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return undefined;
  reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
  return { type: 'ServiceUnavailable', reason: 'overloaded' };
}

/**
 * Whether the connection queue is within its limit, or over it for less than
 * SUSTAINED_BACKLOG_MS: asked at every look of the plugin's (25 ms).
 */
export function connectionBacklog(waiting: () => number, limit: number, now: () => number = () => performance.now()): () => boolean {
  let overSince: number | null = null;
  return () => {
    if (waiting() <= limit) {
      overSince = null;
      return true;
    }
    const at = now();
    overSince ??= at;
    return at - overSince < SUSTAINED_BACKLOG_MS;
  };
}

export async function registerLoadShedding(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'waitingForConnection'>,
  limits: { maxEventLoopDelayMs: number; maxWaitingRequests: number },
): Promise<void> {
  const withinBacklog = connectionBacklog(() => database.waitingForConnection(), limits.maxWaitingRequests);
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: EVENT_LOOP_SAMPLE_MS,
    // Looked at every 25 ms (a function call, no query): the flag the requests read.
    healthCheck: async () => withinBacklog(),
    healthCheckInterval: 25,
    // The plugin's types want void; it sends any other value it gets back (see shed).
    pressureHandler: shed as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}
