#!/usr/bin/env node
// Load figures for a spike (not a test): starts the built API on a throw-away PostgreSQL server
// with the full demo seed, lets many concurrent clients fire the public search at once and keep
// firing for a while, and meanwhile asks /healthz and /readyz every 100 ms. Prints the search's
// requests per second, its answers by status (200, 429, 503, other, errors) with p50/p95/p99 of
// the 200s, the probes' p50/p95/max latency and non-200 answers, and a verdict: whether health and
// readiness answered within 200 ms throughout.
//
//   npx nx build api && npm run bench:load -- [--seconds 20] [--clients 200] [--addresses client|request] [--on-503 wait|retry]
//
// A client that gets 503 waits its Retry-After before asking again, as the portal does (its error
// view offers a retry); `--on-503 retry` asks again at once, a client that ignores the header.
//
// Each client speaks for a client address of its own (X-Forwarded-For; the API runs with
// TRUST_PROXY=1, so the loopback hop is the trusted proxy): the search's limit per address then
// counts the clients apart as it would count that many patients, and what refuses the excess is
// whatever load shedding the API has (503 with Retry-After). The script only measures: it assumes
// no shedding. A client that keeps firing reaches that limit (SEARCH_RATE_LIMIT, 300 searches a minute) within a long
// enough run and gets 429s, counted apart; `--addresses request` gives every request an address
// of its own, to see the shedding alone. The prober runs in a worker thread with connections of
// its own, so the load generator's work on the main thread does not delay its timings (both still
// share the cores with the API and the database).
//
// The PostgreSQL server is the API tests' throw-away one (libs/shared/db/src/testing/postgres-server.ts,
// run as TypeScript by Node's type stripping), as in bench-search.mjs: initdb in a temp folder, a
// unix socket only, and a supervisor shell that stops the server and removes the folder when this
// process ends however it ends.
import { once } from 'node:events';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { clientAddress, httpClient, percentile, requireBuilt, searchMix, startApi } from './bench-api.mjs';

/** How often the prober asks, and the latency health and readiness must stay within. */
const PROBE_INTERVAL_MS = 100;
const PROBE_BUDGET_MS = 200;
const probePaths = ['/healthz', '/readyz'];

if (isMainThread) await main();
else await probe(workerData.origin);

/**
 * The prober (a worker thread): asks every probe path each PROBE_INTERVAL_MS without waiting for
 * the previous answers, as a load balancer's health checks do, until told to stop; then posts each
 * path's latencies (failures included, timed until they failed) and its non-200 answers.
 */
async function probe(origin) {
  const { get, close } = httpClient(origin, { maxSockets: 50, timeoutMs: 5_000 });
  const results = Object.fromEntries(probePaths.map((path) => [path, { latencies: [], non200: 0, statuses: {} }]));
  const inFlight = new Set();
  const ask = (path) => {
    const result = results[path];
    const sent = performance.now();
    const answer = get(path).then(
      ({ status }) => {
        result.latencies.push(performance.now() - sent);
        if (status !== 200) {
          result.non200++;
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        }
      },
      () => {
        result.latencies.push(performance.now() - sent);
        result.non200++;
        result.statuses.error = (result.statuses.error ?? 0) + 1;
      },
    );
    inFlight.add(answer);
    answer.finally(() => inFlight.delete(answer));
  };
  const timer = setInterval(() => probePaths.forEach(ask), PROBE_INTERVAL_MS);
  probePaths.forEach(ask);
  await once(parentPort, 'message');
  clearInterval(timer);
  await Promise.all(inFlight);
  close();
  parentPort.postMessage(results);
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      seconds: { type: 'string', default: '20' },
      clients: { type: 'string', default: '200' },
      addresses: { type: 'string', default: 'client' },
      'on-503': { type: 'string', default: 'wait' },
    },
  });
  const seconds = Math.min(Math.max(Number(options.seconds), 1), 300);
  const clients = Math.min(Math.max(Math.trunc(Number(options.clients)), 1), 1000);
  if (!Number.isFinite(seconds) || !Number.isFinite(clients)) throw new Error('--seconds and --clients take numbers');
  if (options.addresses !== 'client' && options.addresses !== 'request') throw new Error('--addresses takes client or request');
  const addressPerRequest = options.addresses === 'request';
  if (options['on-503'] !== 'wait' && options['on-503'] !== 'retry') throw new Error('--on-503 takes wait or retry');
  const waitOn503 = options['on-503'] === 'wait';

  requireBuilt();
  // Imported here, not at the top: the prober's worker thread loads this file too and needs no database.
  const { startPostgresServer } = await import('../libs/shared/db/src/testing/postgres-server.ts');
  const stops = [];
  try {
    // Memory enough to keep the seed in cache.
    const server = await startPostgresServer(['shared_buffers = 128MB']);
    stops.push(server.stop);
    const api = await startApi({ DATABASE_URL: server.url, TRUST_PROXY: '1' });
    stops.unshift(api.stop);
    const addresses = addressPerRequest ? 'an address per request' : 'an address per client';
    const after503 = waitOn503 ? 'waiting Retry-After after a 503' : 'asking again at once after a 503';
    console.log(`postgres: ${api.seeded}; ${clients} clients (${addresses}, ${after503}) for ${seconds} s, /healthz and /readyz every ${PROBE_INTERVAL_MS} ms`);
    report(await load(api.origin, { clients, seconds, addressPerRequest, waitOn503 }), { clients, seconds });
  } finally {
    for (const stop of stops) await stop();
  }
}

async function load(origin, { clients, seconds, addressPerRequest, waitOn503 }) {
  const queries = searchMix();
  const { get, close } = httpClient(origin, { maxSockets: clients, timeoutMs: 30_000 });
  // Warm-up, from addresses the clients do not use: the first calls prepare statements and fill caches.
  const warmUp = 20;
  for (let n = 0; n < warmUp; n++) await get(queries[n], { 'x-forwarded-for': clientAddress(n) });

  const prober = new Worker(new URL(import.meta.url), { workerData: { origin } });
  const probed = once(prober, 'message');
  const statuses = { 200: 0, 429: 0, 503: 0, other: 0, errors: 0 };
  const latencies = { 200: [], 429: [], 503: [] };
  let retryAfter503 = 0;
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async (index) => {
    while (performance.now() < until) {
      const n = next++;
      const address = clientAddress(warmUp + (addressPerRequest ? n : index));
      const sent = performance.now();
      try {
        const { status, headers: answered } = await get(queries[n % queries.length], { 'x-forwarded-for': address });
        const elapsed = performance.now() - sent;
        if (status in latencies) latencies[status].push(elapsed);
        if (status in statuses) statuses[status]++;
        else statuses.other++;
        if (status === 503 && answered['retry-after'] !== undefined) {
          retryAfter503++;
          // As the portal does: a shed call is not repeated at once (its error view offers a retry).
          if (waitOn503) await new Promise((resolve) => setTimeout(resolve, Math.min(Number(answered['retry-after']) * 1000, until - performance.now())));
        }
      } catch {
        statuses.errors++;
      }
    }
  };
  // Every client at once: the spike.
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  prober.postMessage('stop');
  const [probes] = await probed;
  await prober.terminate();
  close();
  for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
  for (const result of Object.values(probes)) result.latencies.sort((a, b) => a - b);
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return { requests, rps: requests / elapsed, statuses, latencies, retryAfter503, probes };
}

function report({ requests, rps, statuses, latencies, retryAfter503, probes }, { clients, seconds }) {
  const ms = (value) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
  const row = (cells) => cells.map((cell) => String(cell).padEnd(11)).join('');
  const spread = (list) => `p50 ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}, p99 ${ms(percentile(list, 99))}`;

  console.log(`\nGET /api/appointments, ${clients} clients for ${seconds} s`);
  console.log(row(['requests', 'req/s', '200', '429', '503', 'other', 'errors']));
  console.log(row([requests, rps.toFixed(1), statuses[200], statuses[429], statuses[503], statuses.other, statuses.errors]));
  console.log(`200 answered in ${spread(latencies[200])} (${(statuses[200] / seconds).toFixed(1)} a second)`);
  if (statuses[503] > 0) console.log(`503 answered in ${spread(latencies[503])}; ${retryAfter503} of ${statuses[503]} with Retry-After`);
  if (statuses[429] > 0) console.log(`429 answered in ${spread(latencies[429])}`);

  console.log(`\nprobes every ${PROBE_INTERVAL_MS} ms`);
  console.log(row(['path', 'probes', 'non-200', 'p50', 'p95', 'max']));
  let worst = 0;
  let failures = 0;
  for (const path of probePaths) {
    const { latencies: list, non200, statuses: answered } = probes[path];
    const max = list.at(-1) ?? Number.NaN;
    worst = Math.max(worst, max);
    failures += non200;
    const detail = non200 > 0 ? ` (${Object.entries(answered).map(([status, count]) => `${count}× ${status}`).join(', ')})` : '';
    console.log(row([path, list.length, non200, ms(percentile(list, 50)), ms(percentile(list, 95)), ms(max)]) + detail);
  }
  const within = worst <= PROBE_BUDGET_MS && failures === 0;
  console.log(
    `\nhealth and readiness within ${PROBE_BUDGET_MS} ms: ${within ? 'yes' : 'no'} (max ${ms(worst)}${failures > 0 ? `, ${failures} not 200` : ''})`,
  );
  // Other work on the machine inflates the latencies; the load average says how much there was.
  console.log(`load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.availableParallelism()} CPUs`);
}
