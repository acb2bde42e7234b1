#!/usr/bin/env node
// Load figures for the booking search (not a test): starts the built API on a loopback port,
// first on an in-memory PGlite and then on a throw-away PostgreSQL server, each with the full demo
// seed, fires searches with varied filters from concurrent clients for a while, and prints
// requests per second and p50/p95/p99 latency for each database.
//
//   npx nx build api && npm run bench:search -- [--seconds 15] [--clients 20] [--only pglite|postgres] [--cpu-prof dir]
//
// --cpu-prof writes a V8 CPU profile of the API's process (warm-up and load) into the folder, one
// file a database, for Chromium's DevTools or `npx speedscope`.
//
// The PostgreSQL server is the API tests' throw-away one (libs/shared/db/src/testing/postgres-server.ts,
// run as TypeScript by Node's type stripping): initdb in a temp folder, a unix socket only, and a
// supervisor shell that stops the server and removes the folder when this process ends however
// it ends.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresServer } from '../libs/shared/db/src/testing/postgres-server.ts';
import { clientAddress, cpuSeconds, httpClient, percentile, requireBuilt, searchMix, startApi } from './bench-api.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '20' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const seconds = Math.min(Math.max(Number(options.seconds), 1), 300);
const clients = Math.min(Math.max(Number(options.clients), 1), 200);
if (!Number.isFinite(seconds) || !Number.isFinite(clients)) throw new Error('--seconds and --clients take numbers');

async function load(origin, pid) {
  const queries = searchMix();
  const { get, close } = httpClient(origin, { maxSockets: clients });
  // Each search from an address of its own: these figures are of the search, not of its limit per address.
  const search = (n) => get(queries[n % queries.length], { 'x-forwarded-for': clientAddress(n) });
  // Warm-up: the first calls prepare statements and fill caches.
  for (let n = 0; n < 40; n++) await search(n);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      try {
        if ((await search(next++)).status !== 200) errors++;
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
    // The loopback hop is the trusted proxy, so that each search may speak for a client address of its own.
    const profile = options['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(options['cpu-prof'])} --cpu-prof-name=api-${name}.cpuprofile` } : {};
    const api = await startApi({ ...env, ...profile, TRUST_PROXY: '1' });
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
