import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { loggablePath } from './redact';

/**
 * Names each request's HTTP span (made by the HTTP instrumentation when telemetry is on,
 * apps/api/src/telemetry) as its log lines name the request: by the route's pattern, as
 * `GET /api/appointments/:id`, or, where no route matched or a wildcard did, by the path with its
 * tokens masked and no query (http/redact.ts). The address itself carries record ids and anonymous
 * links' tokens, and the exporter keeps no address. A request the server makes to itself
 * (`inject`, the bundled identity provider's calls) runs inside the outer request's span, which
 * keeps its own name. Without telemetry there is no span and this does nothing.
 */
export function registerRequestSpanNames(app: FastifyInstance): void {
  const named = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    if (!span?.isRecording() || named.has(span)) return;
    named.add(span);
    const route = loggablePath(request.url, request.routeOptions.url);
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
  });
}

/** The trace and span of the work under way, for a log line: none when telemetry is off. */
export function traceFields(): { trace_id: string; span_id: string } | Record<string, never> {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {};
}
