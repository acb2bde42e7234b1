#!/usr/bin/env node
// Measures what a browser transfers for a page of the built portal, as the built API serves it:
// every response's bytes on the wire (after content encoding) against its decoded size, by type.
// Not a test; nothing in CI runs it.
//
//   npx nx run-many -t build -p api portal && npm run bench:transfer -- [--brand general] [--path /fi/kirjaudu]
//
// The API runs in the development environment (the bundled identity provider and an in-memory
// database with a sample of the demo data) on a free loopback port; Chromium is Debian's.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, requireBuilt, root, startApi } from './bench-api.mjs';

const { values: options } = parseArgs({
  options: {
    brand: { type: 'string', default: 'general' },
    path: { type: 'string', multiple: true, default: ['/fi/kirjaudu'] },
  },
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const kindOf = (response) => {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'JavaScript';
  if (type.includes('css')) return 'CSS';
  if (type.includes('html')) return 'HTML';
  if (type.includes('json')) return 'JSON';
  return 'other';
};

requireBuilt(options.brand);
const api = await startApi({ PORTAL_BRAND: options.brand, PORTAL_DIST: path.join(root, 'dist/apps/portal', options.brand), PGLITE_DATA_DIR: ':memory:', SEED_SLOTS: 'sample' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const pagePath of options.path) {
    const page = await browser.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${api.origin}${pagePath}`, { waitUntil: 'networkidle' });
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
  await api.stop();
}
