#!/usr/bin/env node
// Measures what a browser transfers for a page of the built portal, as the built API serves it:
// every response's bytes on the wire (after content encoding) against its decoded size, by type.
// Not a test; nothing in CI runs it.
//
//   npx nx run-many -t build -p api portal && npm run bench:transfer -- [--brand general] [--path /fi/kirjaudu]
//
// The API runs in the development environment (the bundled identity provider and an in-memory
// database with a sample of the demo data) on a free loopback port; Chromium is Debian's.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    brand: { type: 'string', default: 'general' },
    path: { type: 'string', multiple: true, default: ['/fi/kirjaudu'] },
  },
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startApi(port) {
  const child = spawn(process.execPath, [path.join(root, 'dist/apps/api/main.mjs')], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH,
      PORTAL_ENVIRONMENT: 'development',
      PORTAL_BRAND: options.brand,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORTAL_DIST: path.join(root, 'dist/apps/portal', options.brand),
      PGLITE_DATA_DIR: ':memory:',
      SEED_SLOTS: 'sample',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The API stopped while starting');
    if (Date.now() > deadline) throw new Error('The API did not get ready in 120 s');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const kindOf = (response) => {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'JavaScript';
  if (type.includes('css')) return 'CSS';
  if (type.includes('html')) return 'HTML';
  if (type.includes('json')) return 'JSON';
  return 'other';
};

const port = await freePort();
const api = await startApi(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const pagePath of options.path) {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
    const totals = {};
    for (const response of responses) {
      const sizes = await response.request().sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const kind = kindOf(response);
      totals[kind] ??= { count: 0, transferred: 0, decoded: 0, encodings: new Set() };
      totals[kind].count += 1;
      totals[kind].transferred += sizes.responseBodySize;
      totals[kind].decoded += body.length;
      totals[kind].encodings.add(response.headers()['content-encoding'] ?? 'identity');
    }
    console.log(`${options.brand} ${pagePath}`);
    for (const [kind, t] of Object.entries(totals)) {
      console.log(`  ${kind.padEnd(10)} ${String(t.count).padStart(3)} files  transferred ${kb(t.transferred).padStart(9)}  decoded ${kb(t.decoded).padStart(9)}  (${[...t.encodings].join(', ')})`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  api.kill('SIGTERM');
}
