#!/usr/bin/env node
// Load figures for the booking search (not a test): starts the built API on a loopback port,
// first on an in-memory PGlite and then on a throw-away PostgreSQL server, each with the full demo
// seed, fires searches with varied filters from concurrent clients for a while, and prints
// requests per second and p50/p95/p99 latency for each database.
//
//   npx nx build api && npm run bench:search -- [--seconds 15] [--clients 20] [--only pglite|postgres]
//
// The PostgreSQL server is the API tests' throw-away one (libs/shared/db/src/testing/postgres-server.ts,
// run as TypeScript by Node's type stripping): initdb in a temp folder, a unix socket only, and a
// supervisor shell that stops the server and removes the folder when this process ends however
// it ends.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startPostgresServer } from '../libs/shared/db/src/testing/postgres-server.ts';
import { requireBuilt, startApi } from './bench-api.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const seconds = Math.min(Math.max(Number(options.seconds), 1), 300);
const clients = Math.min(Math.max(Number(options.clients), 1), 200);
if (!Number.isFinite(seconds) || !Number.isFinite(clients)) throw new Error('--seconds and --clients take numbers');

/** A fixed, varied mix of searches like the portal makes: filters, days ahead, later pages. */
function searchMix() {
  const clinicSets = [[], ['HKA'], ['TRE'], ['ELE', 'ETA'], ['OUL'], ['TKU', 'HKA']];
  const specialtySets = [[], [], ['YL'], ['PSY'], ['LAB'], ['GYN']];
  const practitionerSets = [[], [], [], [], [1], [5, 28]];
  const times = ['all', 'all', 'morning', 'afternoon', 'evening'];
  const types = ['private', 'private', 'private', 'occupational', 'insurance', 'kela65'];
  const today = new Date();
  const queries = [];
  let seed = 7;
  const pick = (list) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return list[seed % list.length];
  };
  for (let i = 0; i < 500; i++) {
    const params = new URLSearchParams({ lang: pick(['fi', 'sv', 'en']), timeOfDay: pick(times), customerType: pick(types) });
    for (const id of pick(clinicSets)) params.append('clinicIds', id);
    for (const id of pick(specialtySets)) params.append('specialtyIds', id);
    for (const id of pick(practitionerSets)) params.append('practitionerIds', String(id));
    if (pick([true, false, false])) params.set('includeRemote', 'true');
    const daysAhead = pick([0, 0, 1, 3, 7, 14, 30, 45]);
    if (daysAhead > 0) params.set('startDate', new Date(today.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10));
    params.set('offset', String(pick([0, 0, 0, 20, 40])));
    queries.push(`/api/appointments?${params}`);
  }
  return queries;
}

/**
 * CPU seconds the API process has used (Linux /proc; clock ticks of 1/100 s), so the figures
 * can be read apart from a machine busy with other work; null elsewhere.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The load generator: node:http with one kept-alive connection per client. It shares the cores
 * with the API and the database, so it is kept light; fetch took about 0.8 ms of CPU per request
 * against 0.35 ms for node:http, and that CPU came out of the API's and the database's share.
 */
function httpClient(origin) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const get = (path) =>
    new Promise((resolve, reject) => {
      const request = http.request({ hostname, port, path, agent }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  return { get, close: () => agent.destroy() };
}

async function load(origin, pid) {
  const queries = searchMix();
  const { get, close } = httpClient(origin);
  // Warm-up: the first calls prepare statements and fill caches.
  for (const query of queries.slice(0, 40)) await get(query);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const query = queries[next++ % queries.length];
      const sent = performance.now();
      try {
        if ((await get(query)) !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  close();
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(pid);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    apiCpuMs: cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / Math.max(latencies.length, 1),
  };
}

async function run(name, start) {
  const stops = [];
  try {
    const env = await start(stops);
    const api = await startApi(env);
    stops.unshift(api.stop);
    console.log(`${name}: ${api.seeded}; ${clients} clients for ${seconds} s`);
    return { name, ...(await load(api.origin, api.pid)) };
  } finally {
    for (const stop of stops) await stop();
  }
}

requireBuilt();

const databases = [
  ['pglite', async () => ({ PGLITE_DATA_DIR: ':memory:' })],
  [
    'postgres',
    async (stops) => {
      // Memory enough to keep the seed in cache.
      const server = await startPostgresServer(['shared_buffers = 128MB']);
      stops.push(server.stop);
      return { DATABASE_URL: server.url };
    },
  ],
].filter(([name]) => !options.only || options.only === name);

const results = [];
for (const [name, start] of databases) results.push(await run(name, start));

const ms = (value) => `${value.toFixed(1)} ms`;
console.log('\nGET /api/appointments');
console.log(['database', 'requests', 'errors', 'req/s', 'p50', 'p95', 'p99', 'API CPU/req'].map((h) => h.padEnd(11)).join(''));
for (const r of results) {
  console.log([r.name, String(r.requests), String(r.errors), r.rps.toFixed(1), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.apiCpuMs)].map((c) => c.padEnd(11)).join(''));
}
// Other work on the machine inflates the latencies; the load average says how much there was.
console.log(`load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.availableParallelism()} CPUs`);
