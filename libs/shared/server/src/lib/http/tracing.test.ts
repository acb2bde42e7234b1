import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyPluginAsync } from 'fastify';
import { PassThrough } from 'node:stream';
import { createTestApp } from '../../testing';
import type { DomainPlugin } from '../domain-plugin';

/**
 * With telemetry on (apps/api/src/telemetry), the HTTP instrumentation opens a span around each
 * request; here a span opened around inject() stands for it.
 */
describe('requests under a trace', () => {
  const exported = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: exported })] });
  const tracer = provider.getTracer('test');
  const contextManager = new AsyncLocalStorageContextManager().enable();

  beforeAll(() => {
    context.setGlobalContextManager(contextManager);
    trace.setGlobalTracerProvider(provider);
  });
  afterAll(async () => {
    trace.disable();
    context.disable();
    await provider.shutdown();
  });

  const routes: FastifyPluginAsync = async (app) => {
    app.get('/api/test/records/:recordId', { config: { access: 'public' } }, async (request) => {
      request.log.info('reading the record');
      // A call the server makes to itself, as the bundled identity provider's are made.
      await app.inject('/api/test/inner');
      return { ok: true };
    });
    app.get('/api/test/inner', { config: { access: 'public' } }, async () => ({ inner: true }));
  };
  const domain = routes as DomainPlugin;

  it("names the request's span by its route's pattern, never its address, and its log lines carry the trace's id", async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logging: stream, domains: [domain] });
    try {
      const traceId = await tracer.startActiveSpan('GET', async (span) => {
        const response = await t.app.inject('/api/test/records/4711?lang=fi');
        expect(response.statusCode).toBe(200);
        span.end();
        return span.spanContext().traceId;
      });
      await tracer.startActiveSpan('GET', async (span) => {
        await t.app.inject('/fi/henkilot/010190-123A');
        span.end();
      });
      const [record, unmatched] = exported.getFinishedSpans();
      expect(record?.name).toBe('GET /api/test/records/:recordId');
      expect(record?.attributes['http.route']).toBe('/api/test/records/:recordId');
      expect(unmatched?.name).toBe('GET /fi/henkilot/:personal');
      const logged = lines.map((line) => JSON.parse(line) as { msg?: string; trace_id?: string });
      const ofRecord = logged.filter((line) => line.trace_id === traceId);
      expect(ofRecord.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'reading the record', 'request completed']));
      // Every line written within a request names its trace.
      expect(logged.filter((line) => line.msg === 'incoming request').every((line) => typeof line.trace_id === 'string')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
