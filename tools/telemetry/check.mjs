// Proves the API's OpenTelemetry (apps/api/src/telemetry): starts the built API on a throw-away
// PostgreSQL server with the demo data and OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small OTLP/HTTP
// receiver here, signs a demo person in, books a time and asks the messaging GraphQL API, then
// checks what arrived (npm test runs this after the builds):
//
//   - the booking is one trace: its HTTP span, named by the route's pattern, and the database
//     queries' spans under it; the GraphQL request's trace has GraphQL and database spans;
//   - the API's log lines of the booking carry that trace's id;
//   - no span carries an address, a client's address, a user agent, a GraphQL document, or any
//     of the person's data (identity code, names, e-mail address, phone number);
//   - HTTP and database metrics arrive.
//
//   npx nx run-many -t build -p api && node tools/telemetry/check.mjs
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { freePort, requireBuilt, signInOverHttp, startApi } from '../bench-api.mjs';
import { startPostgresServer } from '../../libs/shared/db/src/testing/postgres-server.ts';

const person = { ssn: '150488-902P', firstName: 'Laura', lastName: 'Mäkinen' };
const contact = { emailAddress: 'laura.telemetry@example.com', phone: '0401234987' };
/** Attributes that must never leave the process (apps/api/src/telemetry/redaction.ts). */
const forbiddenKeys = ['url.path', 'url.full', 'url.query', 'http.target', 'http.url', 'client.address', 'net.peer.ip', 'network.peer.address', 'user_agent.original', 'http.user_agent', 'graphql.source'];

/** OTLP/HTTP JSON: every span with its attributes as a plain object. */
function spansOf(body) {
  const value = (v) => v.stringValue ?? (v.intValue === undefined ? (v.boolValue ?? v.doubleValue) : Number(v.intValue));
  return (body.resourceSpans ?? []).flatMap((resource) =>
    (resource.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({ ...span, scope: scope.scope?.name, attrs: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, value(a.value)])) })),
    ),
  );
}

function startReceiver() {
  const received = { spans: [], metrics: new Set(), raw: [] };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let bytes = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') bytes = gunzipSync(bytes);
      const text = bytes.toString('utf8');
      const body = JSON.parse(text);
      received.raw.push(text);
      if (request.url === '/v1/traces') received.spans.push(...spansOf(body));
      if (request.url === '/v1/metrics') {
        for (const resource of body.resourceMetrics ?? []) for (const scope of resource.scopeMetrics ?? []) for (const metric of scope.metrics ?? []) received.metrics.add(metric.name);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { received, server };
}

async function until(what, test, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`Not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A database query's span (the semantic conventions' older and newer attribute). */
const isQuery = (span) => (span.attrs['db.system.name'] ?? span.attrs['db.system']) === 'postgresql' && span.name.startsWith('pg.query');

function fail(message) {
  throw new Error(message);
}

requireBuilt();
const { received, server } = startReceiver();
const receiverPort = await freePort();
await new Promise((resolve) => server.listen(receiverPort, '127.0.0.1', resolve));
const postgres = await startPostgresServer();
let api;
try {
  api = await startApi({
    DATABASE_URL: postgres.url,
    SEED_SLOTS: 'sample',
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_METRIC_EXPORT_INTERVAL: '1000',
  });
  const client = await signInOverHttp(api.origin, person);

  const search = await client.request('GET', '/api/appointments?lang=en&customerType=private&timeOfDay=all&specialtyIds=YL');
  const appointmentId = /"appointmentId":(\d+)/.exec(search.text)?.[1] ?? /"id":(\d+)/.exec(search.text)?.[1];
  if (search.status !== 200 || !appointmentId) fail(`The search answered ${search.status} without a free time`);
  const reserved = await client.request('POST', '/api/reserve-appointment', { internalOrganization: 'general', appointmentId: Number(appointmentId), bindingAccepted: true, ...contact });
  if (reserved.status !== 200 || !reserved.text.includes('"success"')) fail(`The reservation answered ${reserved.status}: ${reserved.text.slice(0, 300)}`);
  const threads = await client.request('POST', '/api/customer-messaging', { query: 'query MessagingThreads { messagingThreads { totalCount } }' });
  if (threads.status !== 200 || !threads.text.includes('totalCount')) fail(`The GraphQL request answered ${threads.status}: ${threads.text.slice(0, 300)}`);

  const serverSpan = (route) => received.spans.find((span) => span.kind === 2 && span.attrs['http.route'] === route);
  await until('the booking and the GraphQL request as spans', () => serverSpan('/api/reserve-appointment') && serverSpan('/api/customer-messaging'));
  const booking = serverSpan('/api/reserve-appointment');
  const graphql = serverSpan('/api/customer-messaging');
  await until('their database spans', () => [booking, graphql].every((root) => received.spans.some((span) => span.traceId === root.traceId && isQuery(span))));
  await until('the GraphQL spans', () => received.spans.some((span) => span.traceId === graphql.traceId && span.scope?.includes('graphql')));
  await until('the HTTP and database metrics', () => [...received.metrics].some((name) => name.startsWith('http.server')) && [...received.metrics].some((name) => name.startsWith('db.client')));

  const traceOf = (root) => received.spans.filter((span) => span.traceId === root.traceId);
  const bookingTrace = traceOf(booking);
  if (booking.name !== 'POST /api/reserve-appointment') fail(`The booking's HTTP span is named ${booking.name}`);
  // One trace: every span of it hangs from the booking's HTTP span.
  const ids = new Set(bookingTrace.map((span) => span.spanId));
  const orphans = bookingTrace.filter((span) => span !== booking && !ids.has(span.parentSpanId));
  if (booking.parentSpanId || orphans.length > 0) fail(`The booking's trace is not one tree: ${orphans.map((span) => span.name).join(', ')}`);
  const queries = bookingTrace.filter((span) => isQuery(span));

  const logLines = api.output().split('\n').filter((line) => line.includes(`"trace_id":"${booking.traceId}"`));
  if (logLines.length === 0) fail("No log line carries the booking's trace id");

  const everything = received.raw.join('\n');
  const leaked = [person.ssn, person.firstName, person.lastName, contact.emailAddress, contact.phone, client.csrfToken, 'customerType=', 'MessagingThreads {'].filter((text) => everything.includes(text));
  if (leaked.length > 0) fail(`Exported telemetry holds personal data or addresses: ${leaked.join(', ')}`);
  const keys = received.spans.flatMap((span) => Object.keys(span.attrs)).filter((key) => forbiddenKeys.includes(key));
  if (keys.length > 0) fail(`Exported spans carry ${[...new Set(keys)].join(', ')}`);

  const graphqlSpans = traceOf(graphql).filter((span) => span.scope?.includes('graphql')).map((span) => span.name);
  console.log(
    `telemetry: the booking is one trace of ${bookingTrace.length} spans (the HTTP span "${booking.name}", ${queries.length} database queries); ` +
      `the GraphQL request's trace has ${graphqlSpans.length} GraphQL spans (${[...new Set(graphqlSpans)].slice(0, 3).join(', ')}); ` +
      `${logLines.length} log lines carry the booking's trace id; ${received.metrics.size} metrics (${[...received.metrics].filter((name) => /^(http|db)\./.test(name)).join(', ')}); ` +
      `no personal data or address in ${received.spans.length} spans`,
  );
} finally {
  await api?.stop();
  await postgres.stop();
  server.close();
}
