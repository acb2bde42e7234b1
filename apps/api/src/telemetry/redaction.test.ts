import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { RedactingSpanExporter } from './redaction';
import { traceExporterOf } from './telemetry';

describe('the spans that leave the API', () => {
  const exported = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: new RedactingSpanExporter(exported) })] });
  const tracer = provider.getTracer('test');
  afterEach(() => exported.reset());
  afterAll(() => provider.shutdown());

  it('keep the route, the method, the status and the SQL with placeholders, and nothing that names a person or an address', () => {
    const span = tracer.startSpan('GET /api/anon/appointments/:linkId', {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/api/anon/appointments/:linkId',
        'url.path': '/api/anon/appointments/Qm9va2luZ0xpbmtUb2tlbg',
        'url.query': 'lang=fi&email=maija@example.com',
        'client.address': '203.0.113.7',
        'user_agent.original': 'Mozilla/5.0',
        'http.request.header.cookie': 'portal_session=abc',
      },
    });
    span.setAttribute('http.response.status_code', 200);
    span.end();
    const query = tracer.startSpan('pg.query:SELECT', { attributes: { 'db.system.name': 'postgresql', 'db.query.text': 'select "id" from "persons" where "persons"."ssn" = $1', 'db.query.parameter.0': '010190-123A' } });
    query.end();
    const graphql = tracer.startSpan('query MessagingThreads', { attributes: { 'graphql.operation.name': 'MessagingThreads', 'graphql.source': 'query { thread(text: "Maija Meikäläinen") { id } }' } });
    graphql.end();
    const [http, sql, gql] = exported.getFinishedSpans();
    expect(http?.attributes).toEqual({ 'http.request.method': 'GET', 'http.route': '/api/anon/appointments/:linkId', 'http.response.status_code': 200 });
    expect(sql?.attributes).toEqual({ 'db.system.name': 'postgresql', 'db.query.text': 'select "id" from "persons" where "persons"."ssn" = $1' });
    expect(gql?.attributes).toEqual({ 'graphql.operation.name': 'MessagingThreads' });
  });

  it('keep an exception by its type only, and no status message', () => {
    const span = tracer.startSpan('pg.query:INSERT');
    const error = Object.assign(new Error('duplicate key value violates unique constraint: Key (email)=(maija@example.com)'), { name: 'DatabaseError' });
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    span.end();
    const [sent] = exported.getFinishedSpans();
    expect(sent?.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(sent?.events.map((event) => [event.name, event.attributes])).toEqual([['exception', { 'exception.type': 'DatabaseError' }]]);
    expect(JSON.stringify(sent?.events)).not.toContain('maija');
  });

  it('cut a long statement', () => {
    tracer.startSpan('pg.query:INSERT', { attributes: { 'db.query.text': `insert into "x" values ${'($1), '.repeat(1000)}` } }).end();
    expect(String(exported.getFinishedSpans()[0]?.attributes['db.query.text']).length).toBe(2001);
  });
});

describe('whether telemetry is on', () => {
  it.each([
    [{}, null],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'otlp'],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }, 'otlp'],
    [{ OTEL_TRACES_EXPORTER: 'console' }, 'console'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }, null],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }, null],
  ])('%j: %s', (env, expected) => {
    expect(traceExporterOf(env)).toBe(expected);
  });
});
