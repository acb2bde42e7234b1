import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import type { Attributes } from '@opentelemetry/api';

/**
 * The span attributes that leave the process: methods, status codes, route patterns, database
 * operations and their SQL with placeholders, GraphQL operation and field names. Everything else
 * is dropped: an address carries record ids and anonymous links' tokens, a client's address and
 * user agent identify a person, a GraphQL document may hold literal values, and a status or
 * exception message may quote a row.
 */
const kept = new Set([
  'http.request.method',
  'http.method',
  'http.response.status_code',
  'http.status_code',
  'http.route',
  'url.scheme',
  'http.scheme',
  'network.protocol.version',
  'http.flavor',
  'server.address',
  'server.port',
  'net.host.name',
  'net.host.port',
  'net.peer.name',
  'net.peer.port',
  'error.type',
  'db.system',
  'db.system.name',
  'db.name',
  'db.namespace',
  'db.operation',
  'db.operation.name',
  'db.collection.name',
  'db.statement',
  'db.query.text',
  'db.postgresql.plan',
  'graphql.operation.name',
  'graphql.operation.type',
  'graphql.field.name',
  'graphql.field.path',
  'graphql.field.type',
]);

/** SQL longer than this is cut: a statement's text is for finding it, not for reading its data. */
const MAX_STATEMENT = 2000;

export function redactedAttributes(attributes: Attributes): Attributes {
  const result: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (!kept.has(key)) continue;
    result[key] = (key === 'db.statement' || key === 'db.query.text') && typeof value === 'string' && value.length > MAX_STATEMENT ? `${value.slice(0, MAX_STATEMENT)}…` : value;
  }
  return result;
}

/** A span as it may leave the process: kept attributes, exception events by type only, no status message. */
export function redactedSpan(span: ReadableSpan): ReadableSpan {
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    ...(span.parentSpanContext ? { parentSpanContext: span.parentSpanContext } : {}),
    startTime: span.startTime,
    endTime: span.endTime,
    status: { code: span.status.code },
    attributes: redactedAttributes(span.attributes),
    links: span.links.map((link) => ({ context: link.context })),
    events: span.events.map((event) => ({
      name: event.name,
      time: event.time,
      ...(event.name === 'exception' && typeof event.attributes?.['exception.type'] === 'string' ? { attributes: { 'exception.type': event.attributes['exception.type'] } } : {}),
    })),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Hands the exporter behind it only redacted spans. */
export class RedactingSpanExporter implements SpanExporter {
  private readonly next: SpanExporter;

  constructor(next: SpanExporter) {
    this.next = next;
  }

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    this.next.export(spans.map(redactedSpan), resultCallback);
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush?.() ?? Promise.resolve();
  }
}
