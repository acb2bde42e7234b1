#!/usr/bin/env node
// Web performance figures of the built portal as the built API serves it (not a test; nothing in
// CI runs it): Lighthouse's mobile run (simulated slow 4G and a 4x slower CPU) on the pages a
// patient meets first, each several times, printed as the median of the runs.
//
//   npm run bench:web -- [--runs 3] [--brand general] [--skip-build] [--only login,front-page] [--explain] [--save dir] [--dist dir] [--http1] [--throttling devtools]
//
// --explain prints, for each page's last run, the largest contentful paint's element, the
// elements that shifted and the long tasks (where blocking time comes from). --save writes each run's whole
// Lighthouse report (JSON) and its trace (`<page>-<run>.trace.json`, which Chromium's performance
// panel opens) into a folder, for the audits the table leaves out. --dist measures
// a brand's build kept elsewhere (a copy of dist/apps/portal/<brand>), to compare two builds in
// alternating runs: the machine's speed drifts too much between runs for one after the other.
// --throttling devtools slows the network and the CPU for real while the page loads (Lighthouse's
// devtools throttling) instead of simulating them afterwards from an unthrottled load: slower
// and noisier, but it sees what the simulation cannot, such as a file the page waits for that no
// script of the trace names (the simulation then leaves it off the page's critical path).
//
// It builds the API and the portal (unless --skip-build), starts the API on a loopback port in
// the development environment (the bundled identity provider, an in-memory database with the
// demo data), signs in as the demo patient Laura Mäkinen through the identity provider for the
// signed-in pages, and hands Lighthouse that session's cookie. Chromium is Debian's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, freePort, requireBuilt, root, signInThroughIdp, startApi } from './bench-api.mjs';
import { startH2FrontProcess } from './bench-h2.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    brand: { type: 'string', default: 'general' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    save: { type: 'string' },
    http1: { type: 'boolean', default: false },
    dist: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
if (!['simulate', 'devtools'].includes(options.throttling)) throw new Error('--throttling takes simulate or devtools');
const runs = Math.min(Math.max(Number(options.runs), 1), 9);
if (!Number.isInteger(runs)) throw new Error('--runs takes a whole number from 1 to 9');
const brand = options.brand;

// A build kept elsewhere (--dist) is measured as it is.
if (!options['skip-build'] && !options.dist) {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'portal', '--output-style=static'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const dist = options.dist ? path.resolve(options.dist) : path.join(root, 'dist/apps/portal', brand);
requireBuilt(options.dist ? undefined : brand);

/** The demo patient the signed-in pages are measured as (README "Test persons"). */
const patient = brand === 'children' ? 'Ella Laine' : 'Laura Mäkinen';

/**
 * The pages: anonymous ones by their address, signed-in ones found from the front page's API as
 * the front page links them, so they always exist in the demo data.
 */
const pages = [
  { name: 'login', path: () => '/en/login' },
  { name: 'transaction path', path: () => '/en' },
  { name: 'booking list', path: () => '/en/booking/private-customer' },
  { name: 'front page', signedIn: true, path: () => '/en' },
  { name: 'lab result', signedIn: true, path: (front) => front.labResultSummaries[0]?.linkUrl },
  { name: 'conversation', signedIn: true, path: (front) => front.conversationSummaries[0]?.linkUrl },
].filter((page) => !options.only || options.only.split(',').includes(page.name.replace(' ', '-')));

// The browser reaches the portal as in production, over TLS and HTTP/2 through a front like the
// load balancer (bench-h2.mjs); --http1 measures the API's own plain HTTP/1.1 port instead.
const frontPort = options.http1 ? null : await freePort();
const api = await startApi({ PORTAL_BRAND: brand, PORTAL_DIST: dist, PGLITE_DATA_DIR: ':memory:', SEED_SLOTS: 'sample', ...(frontPort ? { PUBLIC_ORIGIN: `https://127.0.0.1:${frontPort}`, TRUST_PROXY: 'loopback' } : {}) });
const h2Front = frontPort ? await startH2FrontProcess(api.origin, frontPort) : null;
const origin = h2Front?.origin ?? api.origin;
const debuggingPort = await freePort();
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...(h2Front ? [h2Front.chromiumFlag] : []), `--remote-debugging-port=${debuggingPort}`] });

/** Signs in through the development identity provider as the login page's link does; returns the Cookie header and the front page's data. */
async function signIn() {
  // The sign-in's own API call comes from Node, which does not know the front's throwaway certificate.
  const context = await browser.newContext({ ignoreHTTPSErrors: Boolean(h2Front) });
  const page = await context.newPage();
  await signInThroughIdp(page, origin, patient);
  const front = await (await page.request.get(`${origin}/api/front-page?lang=en`)).json();
  const cookies = await context.cookies(origin);
  await context.close();
  return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), front };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run (its default: mobile, simulated throttling) and the figures of the table; `saveAs` names the report's file under --save. */
async function measure(url, cookie, saveAs) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttlingMethod: options.throttling,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (options.save) {
    mkdirSync(options.save, { recursive: true });
    writeFileSync(path.join(options.save, `${saveAs}.json`), result.report);
    writeFileSync(path.join(options.save, `${saveAs}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? Number.NaN) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    scriptKb: (scripts?.transferSize ?? Number.NaN) / 1024,
    explanation: explain(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The LCP element and the shifted elements of a run, as Lighthouse names them. */
function explain(lhr) {
  const node = (item) => item?.snippet ?? item?.node?.snippet ?? item?.node?.selector ?? '?';
  const lcp = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4);
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).toSorted((a, b) => a.startTime - b.startTime);
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const ms = (value) => `${Math.round(value ?? 0)} ms`;
  const where = (url) => url.replace(/^https?:\/\/[^/]+/, '');
  return [
    `  LCP element: ${node(lcp)}`,
    ...shifts.slice(0, 5).map((item) => `  shift ${Number(item.score ?? 0).toFixed(3)}: ${node(item)}`),
    `  main thread: ${work.map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`).join(', ')}`,
    ...scripts.map((item) => `  script ${where(item.url)}: ${ms(item.total)} (evaluation ${ms(item.scripting)}, parsing ${ms(item.scriptParseCompile)})`),
    // Blocking time is what each task after the first contentful paint lasts beyond 50 ms.
    `  long tasks (start+duration, simulated; first contentful paint at ${ms(fcp)}): ${longTasks.map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)} ${where(task.url)}`).join(', ')}`,
  ].join('\n');
}

const rows = [];
const benchmarkIndexes = [];
try {
  const session = pages.some((page) => page.signedIn) ? await signIn() : null;
  for (const page of pages) {
    const pagePath = page.path(session?.front);
    if (!pagePath) {
      // The children's brand's demo patient (Ella, 13) has no conversation: the other pages still count.
      console.error(`not measured: the demo data has no ${page.name} for ${patient}`);
      continue;
    }
    const results = [];
    for (let run = 0; run < runs; run++) {
      // A fresh sign-in for each signed-in run: Lighthouse starts each run with cleared storage,
      // and the session must not idle out across the runs.
      const cookie = page.signedIn ? (run === 0 ? session.cookie : (await signIn()).cookie) : null;
      results.push(await measure(`${origin}${pagePath}`, cookie, `${page.name.replace(' ', '-')}-${run + 1}`));
    }
    benchmarkIndexes.push(...results.map((result) => result.benchmarkIndex));
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({ page: `${page.name} ${pagePath}`, performance: pick('performance'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt'), scriptKb: pick('scriptKb'), accessibility: pick('accessibility') });
    console.error(`measured ${page.name}: ${results.map((result) => result.performance).join(', ')}`);
    if (options.explain) console.error(results.at(-1).explanation);
  }
} finally {
  await browser.close();
  await h2Front?.stop();
  await api.stop();
}

const head = ['page', 'performance', 'LCP', 'CLS', 'TBT', 'JavaScript transferred', 'accessibility'];
const table = rows.map((row) => [row.page, String(row.performance), `${row.lcp.toFixed(1)} s`, row.cls.toFixed(3), `${Math.round(row.tbt)} ms`, `${Math.round(row.scriptKb)} KB`, String(row.accessibility)]);
const throttling = options.throttling === 'devtools' ? 'slow 4G and a 4x slower CPU applied while loading' : 'simulated slow 4G, 4x CPU slowdown';
console.log(`\nLighthouse mobile (${throttling}), ${brand} brand, median of ${runs} run${runs === 1 ? '' : 's'}`);
// Lighthouse's own measure of this machine's CPU (higher is faster); the 4x slowdown comes on top of it.
console.log(`This machine's Lighthouse benchmark index: median ${Math.round(median(benchmarkIndexes))}\n`);
console.log(`| ${head.join(' | ')} |`);
console.log(`|${head.map(() => '---').join('|')}|`);
for (const cells of table) console.log(`| ${cells.join(' | ')} |`);
