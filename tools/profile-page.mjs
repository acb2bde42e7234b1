#!/usr/bin/env node
// Where a page's main-thread time goes (not a test; nothing in CI runs it): loads one page of the
// built portal, served by the built API, in Debian's Chromium on a phone-sized window with the
// CPU 4x slower (as Lighthouse's mobile run), records a JavaScript CPU profile from the address to
// `--until` (a CSS selector) and prints the functions with the most self time and the source
// files with the most self time, read through the build's source maps.
//
//   node tools/profile-page.mjs --path /en/booking/private-customer --until 'main a[href*="/reserve/"]' [--signed-in] [--top 40] [--tasks]
//
// (That selector is the list's first reservation link, so the profile ends once the times show.)
//
// --tasks also prints each stretch of at least 50 ms without an idle sample (roughly a long task)
// with its five functions of most self time.
//
// Build first (`npx nx run-many -t build -p api portal`). Signed-in pages are opened as Laura Mäkinen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { chromiumFlags, chromiumPath, requireBuilt, root, signInThroughIdp, startApi } from './bench-api.mjs';

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', default: '/en/booking/private-customer' },
    until: { type: 'string', default: 'main' },
    'signed-in': { type: 'boolean', default: false },
    top: { type: 'string', default: '40' },
    brand: { type: 'string', default: 'general' },
    tasks: { type: 'boolean', default: false },
  },
});
requireBuilt(options.brand);
const dist = path.join(root, 'dist/apps/portal', options.brand);
const api = await startApi({ PORTAL_BRAND: options.brand, PORTAL_DIST: dist, PGLITE_DATA_DIR: ':memory:', SEED_SLOTS: 'sample' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (options['signed-in']) {
    await signInThroughIdp(page, api.origin, 'Laura Mäkinen');
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${api.origin}${options.path}`);
  await page.locator(options.until).first().waitFor({ timeout: 60_000 });
  const elapsed = Date.now() - started;
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  await report(profile, elapsed);
} finally {
  await browser.close();
  await api.stop();
}

async function report(profile, elapsed) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const consumers = new Map();
  const consumerFor = async (url) => {
    if (!url.includes('/assets/')) return undefined;
    const file = path.join(dist, 'assets', url.split('/assets/')[1].split('?')[0]);
    if (!consumers.has(file)) {
      let consumer;
      try {
        consumer = await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        consumer = undefined;
      }
      consumers.set(file, consumer);
    }
    return consumers.get(file);
  };
  const names = new Map();
  const nameOf = async (id) => {
    if (!names.has(id)) names.set(id, await originalName(nodes.get(id).callFrame));
    return names.get(id);
  };
  const originalName = async (callFrame) => {
    let file = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '') : `(${callFrame.functionName || 'native'})`;
    let name = callFrame.functionName || '(anonymous)';
    const consumer = callFrame.url ? await consumerFor(callFrame.url) : undefined;
    if (consumer) {
      const original = consumer.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      if (original.source) {
        file = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
        name = `${original.name ?? name} (${path.basename(original.source)}:${original.line})`;
      }
    }
    return { file, name };
  };
  const byFunction = new Map();
  const byFile = new Map();
  let total = 0;
  for (const [id, ms] of selfTime) {
    total += ms;
    const { file, name } = await nameOf(id);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const fileKey = file.startsWith('node_modules/') ? file.split('/').slice(0, file.split('/')[1].startsWith('@') ? 3 : 2).join('/') : file;
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + ms);
  }
  const top = Number(options.top);
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
  };
  console.log(`${options.path}: ${options.until} after ${elapsed} ms; profiled ${total.toFixed(0)} ms of samples (CPU 4x slower)`);
  print('Self time by package or file', byFile);
  print('Self time by function', byFunction);
  if (options.tasks) await printTasks(profile, nodes, nameOf);
}

/** Stretches of at least 50 ms without an idle sample, with their five functions of most self time. */
async function printTasks(profile, nodes, nameOf) {
  console.log('\nStretches of 50 ms or more without idle time (from the start of the profile)');
  let at = 0;
  let stretch = null;
  const flush = async () => {
    if (stretch && stretch.ms >= 50) {
      const top = new Map();
      for (const [id, ms] of stretch.self) {
        const { name } = await nameOf(id);
        top.set(name, (top.get(name) ?? 0) + ms);
      }
      const names = [...top].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
      console.log(`${stretch.start.toFixed(0).padStart(7)} ms +${stretch.ms.toFixed(0).padStart(4)} ms  ${names.join('; ')}`);
    }
    stretch = null;
  };
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const id = profile.samples[i];
    if (nodes.get(id).callFrame.functionName === '(idle)') {
      await flush();
      continue;
    }
    stretch ??= { start: at, ms: 0, self: new Map() };
    stretch.ms += ms;
    stretch.self.set(id, (stretch.self.get(id) ?? 0) + ms);
  }
  await flush();
}
