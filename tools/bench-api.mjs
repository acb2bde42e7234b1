// The built API on a free loopback port for the benchmark scripts (not tests): the development
// environment, so the bundled identity provider and the demo data are there. Also what the load
// scripts (bench-search.mjs, bench-load.mjs) share: the search mix, client addresses, the HTTP
// client and percentiles.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const mainBundle = path.join(root, 'dist/apps/api/main.mjs');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Stops the script with a clear message when the API (and, when given, a brand's portal) is not built. */
export function requireBuilt(brand) {
  const missing = [mainBundle, ...(brand ? [path.join(root, 'dist/apps/portal', brand, 'index.html')] : [])].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`Not built: ${missing.map((file) => path.relative(root, file)).join(', ')}. Run \`npx nx run-many -t build -p api portal\` first.`);
    process.exit(1);
  }
}

/**
 * Starts the built API with `env` on top of the development defaults and resolves once it answers
 * /readyz (seeding the full demo data takes a while), with its origin, pid, the seed line, its
 * output so far and stop().
 */
export async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [mainBundle], {
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH, PORTAL_ENVIRONMENT: 'development', API_HOST: '127.0.0.1', API_PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API stopped while starting:\n${output.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The API did not get ready in 180 s:\n${output.slice(-2000)}`);
    }
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seeded = /Demo data for [^:]+: (\d+) rows in (\d+) ms/.exec(output);
  return {
    origin,
    pid: child.pid,
    seeded: seeded ? `${seeded[1]} rows seeded in ${(Number(seeded[2]) / 1000).toFixed(1)} s` : 'seeded',
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Debian's Chromium with the flags every script and test here uses. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Signs `page` in through the development identity provider as the login page's link does (a
 * bank, for oneself), as the demo person named `name` (README "Test persons"); resolves on the
 * front page.
 */
export async function signInThroughIdp(page, origin, name) {
  const query = new URLSearchParams({ lang: 'en', next: '/en', acr_values: 'nordea', mode: 'self' });
  await page.goto(`${origin}/oauth/authenticate?${query}`);
  await page.getByRole('button', { name: `Identify as ${name}` }).click();
  await page.waitForURL(`${origin}/en`);
}

/** A fixed, varied mix of searches like the portal makes: filters, days ahead, later pages. */
export function searchMix() {
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
 * The `n`th client address (from 10.0.0.1 on, 2^24 of them), for X-Forwarded-For: the public
 * search is limited per client address, so a benchmark that means to load the search itself starts
 * the API with TRUST_PROXY=1 (the loopback hop is then the trusted proxy) and speaks for many clients.
 */
export function clientAddress(n) {
  const i = (n % 0xffffff) + 1;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

/**
 * CPU seconds a process has used (Linux /proc; clock ticks of 1/100 s), so the figures can be read
 * apart from a machine busy with other work; null elsewhere.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The value at percentile `p` of ascending `sorted`; NaN for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A load generator's client: node:http with kept-alive connections, up to `maxSockets` at once.
 * It shares the cores with the API and the database, so it is kept light; fetch took about 0.8 ms
 * of CPU per request against 0.35 ms for node:http, and that CPU came out of the API's and the
 * database's share. `get` resolves with the status and the response headers; after `timeoutMs`
 * without an answer it rejects.
 */
export function httpClient(origin, { maxSockets, timeoutMs = 30_000 }) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const get = (path, headers = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request({ hostname, port, path, agent, headers, timeout: timeoutMs }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
        response.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end();
    });
  return { get, close: () => agent.destroy() };
}

/**
 * A client of the API over real HTTP with a cookie jar, signed in through the development
 * identity provider as a browser is (for oneself, with a bank): /oauth/authenticate, the provider's
 * page, its login form, back to /oauth/callback. Resolves with `request(method, path, body?)`,
 * which sends the session cookie, the same-origin header and, for a state change, the csrf token,
 * and answers `{ status, headers, text }`.
 */
export async function signInOverHttp(origin, { ssn, firstName = 'Testi', lastName = 'Testaaja' }) {
  const jar = new Map();
  const send = async (method, target, { form, json, headers = {} } = {}) => {
    const response = await fetch(new URL(target, origin), {
      method,
      redirect: 'manual',
      headers: {
        accept: 'text/html,application/json',
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(method === 'GET' ? {} : { origin }),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const follow = async (answer) => {
    let current = answer;
    for (let step = 0; step < 10 && current.status >= 300 && current.status < 400; step++) current = await send('GET', current.headers.get('location'));
    return current;
  };
  const query = new URLSearchParams({ lang: 'en', next: '/en', acr_values: 'nordea', mode: 'self' });
  const page = await follow(await send('GET', `/oauth/authenticate?${query}`));
  const action = /<form method="post" action="([^"]+)\/login">/.exec(page.text)?.[1];
  if (page.status !== 200 || !action) throw new Error(`The identity provider's page answered ${page.status}`);
  const signedIn = await follow(await send('POST', `${action}/login`, { form: { ssn, firstName, lastName } }));
  const session = JSON.parse((await send('GET', '/api/session?lang=en')).text);
  if (!session.isSessionValid) throw new Error(`No session after the sign-in (the last page answered ${signedIn.status})`);
  const { csrfToken } = session;
  return {
    request: (method, path, body, headers = {}) => {
      const target = new URL(path, origin);
      if (method !== 'GET') target.searchParams.set('csrfToken', csrfToken);
      return send(method, `${target.pathname}${target.search}`, { ...(body === undefined ? {} : { json: body }), headers });
    },
    cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    csrfToken,
  };
}
