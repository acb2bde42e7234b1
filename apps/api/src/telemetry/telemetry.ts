import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { BatchSpanProcessor, ConsoleSpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';
import { register } from 'node:module';
import { RedactingSpanExporter } from './redaction';

/** Requests that say nothing about patients' work: the probes, asked every few seconds. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz']);

export interface Telemetry {
  /** Sends what is still buffered and stops: before the process ends. */
  shutdown(): Promise<void>;
}

type TelemetryEnv = Readonly<Record<string, string | undefined>>;

/** Where the spans go: OTLP when an endpoint is set, the console when asked for (development), else nowhere. */
export function traceExporterOf(env: TelemetryEnv): 'otlp' | 'console' | null {
  if (env['OTEL_SDK_DISABLED'] === 'true') return null;
  if (env['OTEL_TRACES_EXPORTER'] === 'console') return 'console';
  if (env['OTEL_TRACES_EXPORTER'] === 'none') return null;
  return env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] ? 'otlp' : null;
}

/**
 * OpenTelemetry for the API process (docs/operations.md "Traces and metrics"): traces of HTTP
 * requests, PostgreSQL queries and GraphQL operations, and their metrics, exported by OTLP over
 * HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the exporters read the standard OTEL_*
 * variables), or spans printed with `OTEL_TRACES_EXPORTER=console`; off otherwise, and then
 * nothing is loaded into the modules. Must run before the server's modules are imported: the
 * instrumentations patch `node:http`, `pg` and `graphql` as they load (main.ts imports the server
 * after this). Spans leave through the redacting exporter (redaction.ts): no addresses, client
 * addresses, GraphQL documents or messages.
 */
export function startTelemetry(env: TelemetryEnv): Telemetry | null {
  const exporter = traceExporterOf(env);
  if (exporter === null) return null;
  // ES modules are patched through the loader hook of import-in-the-middle; CommonJS ones
  // (Fastify's node:http, Mercurius's graphql) through require's.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

  const resource = resourceFromAttributes({
    'service.name': env['OTEL_SERVICE_NAME'] ?? 'patient-portal-api',
    'deployment.environment.name': env['PORTAL_ENVIRONMENT'] ?? 'development',
    'portal.brand': env['PORTAL_BRAND'] ?? 'general',
  });
  const spans: SpanExporter = exporter === 'console' ? new ConsoleSpanExporter() : new OTLPTraceExporter();
  const tracerProvider = new TracerProvider({ resource, spanProcessors: [new BatchSpanProcessor({ exporter: new RedactingSpanExporter(spans), scheduledDelayMillis: Number(env['OTEL_BSP_SCHEDULE_DELAY']) || 5000 })] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(tracerProvider);
  const meterProvider =
    exporter === 'otlp' && env['OTEL_METRICS_EXPORTER'] !== 'none'
      ? new MeterProvider({ resource, readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter(), exportIntervalMillis: Number(env['OTEL_METRIC_EXPORT_INTERVAL']) || 60_000 })] })
      : null;
  if (meterProvider) metrics.setGlobalMeterProvider(meterProvider);

  registerInstrumentations({
    tracerProvider,
    ...(meterProvider ? { meterProvider } : {}),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
        // The API's own calls out (the exporter's among them) are not what a trace of a request is about.
        disableOutgoingRequestInstrumentation: true,
      }),
      // Only within a request: the job queue polls the database every few seconds.
      new PgInstrumentation({ requireParentSpan: true }),
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
    ],
  });

  return {
    async shutdown() {
      await Promise.allSettled([tracerProvider.shutdown(), meterProvider?.shutdown()]);
    },
  };
}
