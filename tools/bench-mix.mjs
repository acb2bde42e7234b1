#!/usr/bin/env node
// Load figures for scaling out (not a test): a realistic mix of patients' requests through one
// API process and through two on one PostgreSQL server, at several numbers of concurrent clients,
// driven by autocannon. Prints, for each run, the answers a second and the 2xx answers a second,
// p50/p95/p99 latency of the 2xx answers, the answers that were not 2xx (by status; 503 is the
// load shedding's, docs/operations.md) and the client errors (time-outs, resets), and the API
// processes' CPU. Each client sends at most `--rate` requests a second (a patient clicking through
// the portal, whose pages make several calls each), so 50, 200 and 500 clients offer at most 200,
// 800 and 2,000 requests a second; past what the API can serve, requests wait for a database
// connection and then are shed with 503 (docs/operations.md), counted apart.
//
//   npx nx build api && npm run bench:mix -- [--seconds 20] [--clients 50,200,500] [--processes 1,2] [--rate 4]
//
// Each client loops over one visit: the signed-in front page, three booking searches, an
// anonymous reservation of a free time, the laboratory overview and a day's lab results, and the
// message threads (GraphQL). Clients speak for client addresses of their own (X-Forwarded-For;
// the API runs with TRUST_PROXY=1), so per-address limits count them apart as patients; the
// signed-in calls share the demo persons' sessions (one sign-in per person through the
// development identity provider). Each reservation takes a free time of its own, found before the
// run with the public search, for a new person with a valid identity code. With two processes
// the clients are split evenly between them, as a balancer would; both processes, the database
// and the load generator share this machine's cores, so the figures say how far the API scales
// here, not on a machine of its own.
//
// The PostgreSQL server is the tests' throw-away one (libs/shared/db/src/testing/postgres-server.ts,
// run by Node's type stripping), as in bench-search.mjs; the full demo data is seeded once by the
// first process, and a second process started on it finds it there.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { clientAddress, cpuSeconds, percentile, requireBuilt, root, signInOverHttp, startApi } from './bench-api.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '50,200,500' },
    processes: { type: 'string', default: '1,2' },
    /** Requests a second each client sends at most (autocannon's connectionRate): a patient's pace, not a flood. */
    rate: { type: 'string', default: '4' },
    /** More of the API's configuration, as NAME=value,NAME=value: to see what a setting changes. */
    'api-env': { type: 'string' },
    /** Only these steps of the visit (comma-separated indexes), to see what one costs. */
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const clientSteps = values.clients.split(',').map(Number);
const processSteps = values.processes.split(',').map(Number);
const rate = Number(values.rate);

/** Demo persons with a patient record (README "Test persons"). */
const signedInPersons = [
  { ssn: '150488-902P', firstName: 'Laura', lastName: 'Mäkinen' },
  { ssn: '020979-913C', firstName: 'Mikko', lastName: 'Korhonen' },
  { ssn: '031292-9245', firstName: 'Emilia', lastName: 'Lindqvist' },
];

const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';
/** The `n`th made-up identity code: born in the 1900s, individual numbers 900-999 are for tests. */
function identityCode(n) {
  const day = 1 + (n % 28);
  const month = 1 + (Math.floor(n / 28) % 12);
  const year = 30 + (Math.floor(n / 336) % 60);
  const individual = 900 + (Math.floor(n / 20_160) % 100);
  const digits = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${String(year).padStart(2, '0')}`;
  return `${digits}-${individual}${checkCharacters[Number(`${digits}${individual}`) % 31]}`;
}

/** How many patients the anonymous reservations are made for: each reserves once in the whole benchmark. */
const LOAD_PATIENTS = 40_000;

/**
 * Patients who may reserve without signing in (a consent given, creditworthy), with made-up
 * identity codes and the names the reservations give: the demo data's are few and their
 * reservations are capped.
 */
async function insertLoadPatients(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    for (let from = 0; from < LOAD_PATIENTS; from += 5000) {
      const n = Array.from({ length: Math.min(5000, LOAD_PATIENTS - from) }, (_, i) => from + i);
      await db.query(
        `with made as (
           insert into persons (ssn, first_name, last_name, birth_date)
           select ssn, 'Kuorma', 'Testi' || n, '1970-01-01' from unnest($1::text[], $2::int[]) as t(ssn, n)
           returning id)
         insert into patients (person_id, health_care_type, patient_data_consent_form_updated) select id, 'private', now() from made`,
        [n.map(identityCode), n],
      );
    }
  } finally {
    await db.end();
  }
}

/** Free private times from the public search, far enough ahead for no binding hours to matter. */
async function freeTimes(origin, wanted) {
  const ids = new Set();
  const from = Date.now();
  for (let day = 3; day < 56 && ids.size < wanted; day++) {
    for (let offset = 0; offset < 200; offset += 20) {
      const date = new Date(from + day * 86_400_000).toISOString().slice(0, 10);
      const params = new URLSearchParams({ lang: 'fi', customerType: 'private', timeOfDay: 'all', startDate: date, offset: String(offset) });
      const response = await fetch(`${origin}/api/appointments?${params}`, { headers: { 'x-forwarded-for': clientAddress(ids.size + day * 7 + offset) } });
      if (!response.ok) continue;
      const { availableAppointments } = await response.json();
      for (const appointment of availableAppointments.appointments) ids.add(appointment.id);
    }
  }
  return [...ids];
}

/** One visit's requests, in order; `state` hands out sessions, addresses and free times. */
function visit(state, origin) {
  const session = () => state.sessions[state.next++ % state.sessions.length];
  const signedIn = (method, path, body) => ({
    method,
    path,
    ...(body ? { body: JSON.stringify(body) } : {}),
    setupRequest: (request) => {
      const s = session();
      const target = method === 'GET' ? path : `${path}${path.includes('?') ? '&' : '?'}csrfToken=${s.csrfToken}`;
      return { ...request, path: target, headers: { ...request.headers, cookie: s.cookie, origin, 'x-forwarded-for': clientAddress(state.next), ...(body ? { 'content-type': 'application/json' } : {}) } };
    },
  });
  const search = (n) => ({
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: state.searches[(state.next + n) % state.searches.length], headers: { ...request.headers, 'x-forwarded-for': clientAddress(state.next++) } }),
  });
  const reservation = {
    method: 'POST',
    setupRequest: (request) => {
      const n = state.personBase + state.reserved++;
      // Each free time is tried once over all the runs; past the list, a time another took (as happens).
      const appointmentId = state.times[state.cursor.next++ % state.times.length];
      const body = JSON.stringify({ internalOrganization: 'general', appointmentId, ssn: identityCode(n % LOAD_PATIENTS), firstName: 'Kuorma', lastName: `Testi${n % LOAD_PATIENTS}`, phone: '0401234567', emailAddress: `load${n}@example.com`, termsAccepted: true, bindingAccepted: true });
      return { ...request, path: '/api/anon/reserve-appointment', body, headers: { ...request.headers, origin, 'content-type': 'application/json', 'x-forwarded-for': clientAddress(1_000_000 + n) } };
    },
  };
  const steps = [
    signedIn('GET', '/api/front-page?lang=fi'),
    search(0),
    search(1),
    search(2),
    reservation,
    signedIn('GET', '/api/laboratory?lang=fi'),
    signedIn('GET', state.labDay),
    signedIn('POST', '/api/customer-messaging', { query: 'query MessagingThreads { messagingThreads { totalCount paginatedThreads { id title isRead } } }' }),
  ];
  // The first answer of each kind that was not 2xx, for the table's reader.
  const only = values.only?.split(',').map(Number);
  return steps
    .map((step, i) => ({
      ...step,
      onResponse: (status, body) => {
        if (step === reservation && status === 200) {
          if (body.includes('"success"')) state.made += 1;
          else if (!samples.has(`${i}:200`)) samples.set(`${i}:200`, body.slice(0, 160));
        }
        if (status >= 300 && !samples.has(`${i}:${status}`)) samples.set(`${i}:${status}`, body.slice(0, 160));
      },
    }))
    .filter((_, i) => !only || only.includes(i));
}

function searchPaths() {
  const paths = [];
  const kinds = ['private', 'private', 'occupational', 'kela65'];
  const clinics = [[], ['HKA'], ['TRE'], ['OUL']];
  for (let i = 0; i < 200; i++) {
    const params = new URLSearchParams({ lang: ['fi', 'sv', 'en'][i % 3], customerType: kinds[i % kinds.length], timeOfDay: ['all', 'morning', 'afternoon'][i % 3] });
    for (const clinic of clinics[i % clinics.length]) params.append('clinicIds', clinic);
    params.set('startDate', new Date(Date.now() + (i % 20) * 86_400_000).toISOString().slice(0, 10));
    paths.push(`/api/appointments?${params}`);
  }
  return paths;
}

const samples = new Map();

/** The machine's busy and total CPU ticks so far (/proc/stat), to tell how much of it a run used. */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

async function run(apis, clients, state) {
  const latencies = [];
  let answers = 0;
  const statuses = new Map();
  let errors = 0;
  let timeouts = 0;
  const cpuBefore = apis.map((api) => cpuSeconds(api.pid));
  const machineBefore = machineTicks();
  const started = performance.now();
  const share = apis.map((_, i) => Math.floor(clients / apis.length) + (i < clients % apis.length ? 1 : 0));
  const results = await Promise.all(
    apis.map(
      (api, i) =>
        new Promise((resolve, reject) => {
          const instance = autocannon(
            { url: api.origin, connections: share[i], connectionRate: rate, duration: seconds, timeout: 30, requests: visit(state, api.origin), headers: { accept: 'application/json' } },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, status, _bytes, ms) => {
            answers += 1;
            // The latencies are the 2xx answers': a shed request's 503 comes back at once.
            if (status >= 200 && status < 300) latencies.push(ms);
            else statuses.set(status, (statuses.get(status) ?? 0) + 1);
          });
          instance.on('reqError', () => (errors += 1));
        }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const result of results) timeouts += result.timeouts;
  latencies.sort((a, b) => a - b);
  const machineAfter = machineTicks();
  const machine = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  const cpu = apis.map((api, i) => ((cpuSeconds(api.pid) ?? 0) - (cpuBefore[i] ?? 0)) / elapsed);
  return {
    rps: answers / elapsed,
    okRps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    answers,
    notOk: [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}×${status}`).join(' ') || 'none',
    errors: errors - timeouts,
    timeouts,
    cpu: cpu.map((c) => c.toFixed(2)).join('+'),
    machine: `${Math.round(machine * 100)} %`,
  };
}

requireBuilt();
const { startPostgresServer } = await import(`${root}/libs/shared/db/src/testing/postgres-server.ts`);
const server = await startPostgresServer(['shared_buffers = 128MB', 'max_connections = 100']);
const apis = [];
try {
  const extra = Object.fromEntries((values['api-env'] ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));
  const env = { DATABASE_URL: server.url, TRUST_PROXY: '1', ...extra };
  apis.push(await startApi(env));
  await insertLoadPatients(server.url);
  console.log(`API 1 ready (${apis[0].seeded}); machine: ${(await import('node:os')).cpus().length} cores`);
  if (processSteps.includes(2)) apis.push(await startApi(env));
  const sessions = [];
  for (const person of signedInPersons) {
    const client = await signInOverHttp(apis[0].origin, person);
    sessions.push({ cookie: client.cookie(), csrfToken: client.csrfToken });
  }
  const overview = await (await fetch(`${apis[0].origin}/api/laboratory?lang=fi`, { headers: { cookie: sessions[0].cookie } })).text();
  const labDate = /"date":"(\d{4}-\d{2}-\d{2})"/.exec(overview)?.[1];
  if (!labDate) throw new Error('No lab result day for the first person');
  const runs = processSteps.length * clientSteps.length;
  const times = await freeTimes(apis[0].origin, 10_000);
  console.log(`${sessions.length} sessions, ${times.length} free times for the reservations, ${runs} runs of ${seconds} s, at most ${rate} requests a second a client`);
  const rows = [];
  const cursor = { next: 0 };
  let personBase = 0;
  for (const processes of processSteps) {
    for (const clients of clientSteps) {
      // Each run reserves times not reserved before: a reserved one would answer "already reserved".
      const state = { sessions, searches: searchPaths(), labDay: `/api/lab-results/${labDate}?lang=fi`, times, cursor, reserved: 0, made: 0, personBase, next: 0 };
      const result = await run(apis.slice(0, processes), clients, state);
      personBase += state.reserved;
      rows.push({ processes, clients, ...result });
      console.log(`  ${processes} process(es), ${clients} clients: ${result.okRps.toFixed(0)} 2xx/s, p95 ${Math.round(result.p95)} ms (${state.made} of ${state.reserved} reservations made)`);
    }
  }
  console.log('\nThe first answer that was not 2xx (or a reservation not made), by step of the visit (0 front page, 1-3 searches, 4 reservation, 5-6 laboratory, 7 messages) and status:');
  for (const [key, body] of samples) console.log(`  ${key}: ${body}`);
  console.log('\n| processes | clients | answers/s | 2xx/s | 2xx p50 ms | 2xx p95 ms | 2xx p99 ms | answers | not 2xx | errors | time-outs | API CPU (cores) | machine busy |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.processes} | ${row.clients} | ${row.rps.toFixed(0)} | ${row.okRps.toFixed(0)} | ${Math.round(row.p50)} | ${Math.round(row.p95)} | ${Math.round(row.p99)} | ${row.answers} | ${row.notOk} | ${row.errors} | ${row.timeouts} | ${row.cpu} | ${row.machine} |`);
  }
} finally {
  for (const api of apis) await api.stop();
  await server.stop();
}
