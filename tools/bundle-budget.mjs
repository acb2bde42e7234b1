#!/usr/bin/env node
// Reports the gzip size of the JavaScript the first page (/fi, the front page) loads, for each
// brand's build, from Vite's manifest: the entry with its static imports, plus the lazily loaded
// front-page routes and the Finnish catalog with theirs, and any other script the page of /fi names. Fails above the budget. /fi is the
// signed-in patient's front page or, for an anonymous visitor, the transaction path it leads to:
// both are counted, an upper bound for either visitor. It also fails when any chunk loaded later
// (a route's page, a shared library chunk, a catalog) is over CHUNK_BUDGET_BYTES on its own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// Modules the first page loads on demand, matched against the ends of manifest keys: the front
// pages and the Finnish catalog (a virtual module). The build's chunk groups read the same list.
import { FIRST_PAGE_LAZY_MODULES } from '../apps/portal/vite/chunk-groups.ts';

const BUDGET_BYTES = 110 * 1024;
const CHUNK_BUDGET_BYTES = 60 * 1024;
const root = new URL('..', import.meta.url).pathname;
const brands = ['general', 'children'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let over = false;

for (const brand of brands) {
  const dist = join(root, 'dist/apps/portal', brand);
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`budget: ${manifestFile} is missing; build the portal first (nx build portal)`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  const lazy = Object.keys(manifest).filter((key) => FIRST_PAGE_LAZY_MODULES.some((m) => key.endsWith(m)));
  if (entries.length === 0 || lazy.length !== FIRST_PAGE_LAZY_MODULES.length) {
    console.error(`budget: could not find the entry and first-page modules in ${manifestFile}`);
    process.exit(1);
  }
  [...entries, ...lazy].forEach(visit);
  // Every script the page of /fi names (its landing page, vite/language-pages.ts), chunks of the
  // app or not (the Intl warm-up, vite/intl-warm-up.ts), and its style sheets (the build's one
  // style sheet is in no chunk's list).
  const firstPageHtml = readFileSync(join(dist, 'pages/fi.html'), 'utf8');
  for (const [, file] of firstPageHtml.matchAll(/<script\b[^>]*\bsrc="\/(assets\/[^"]+\.js)"/g)) files.add(file);
  for (const [, file] of firstPageHtml.matchAll(/<link rel="modulepreload"[^>]*\bhref="\/(assets\/[^"]+\.js)"/g)) files.add(file);
  for (const [, file] of firstPageHtml.matchAll(/<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"/g)) css.add(file);

  // The build names chunks by their hashes alone (apps/portal/vite.config.mts); the report names
  // each by the module it is for, or the modules it shares, from the manifest.
  const names = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key.startsWith('_') ? `${chunk.name} (shared)` : key.replace(/^(\.\.\/)+/, '')]));
  const named = (file) => `${file}${names.has(file) ? `  ${names.get(file)}` : ''}`;
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const rows = [...files].map((file) => ({ file, bytes: gz(file) })).sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const cssTotal = [...css].reduce((sum, file) => sum + gz(file), 0);
  console.log(`\n${brand} brand, first page /fi: ${rows.length} JavaScript files`);
  for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${named(row.file)}`);
  console.log(`  initial JavaScript ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)}, ${BUDGET_BYTES - total} bytes left); CSS ${kb(cssTotal)} gzip`);
  if (total > BUDGET_BYTES) {
    over = true;
    console.error(`budget: ${brand} brand is over the budget by ${total - BUDGET_BYTES} bytes`);
  }
  const later = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !files.has(file))
    .map((file) => ({ file, bytes: gz(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = later[0];
  if (largest) console.log(`  largest chunk loaded later ${kb(largest.bytes)} gzip (budget ${kb(CHUNK_BUDGET_BYTES)} each): ${named(largest.file)}`);
  for (const chunk of later.filter((row) => row.bytes > CHUNK_BUDGET_BYTES)) {
    over = true;
    console.error(`budget: ${brand} brand's ${named(chunk.file)} is ${kb(chunk.bytes)} gzip, over the ${kb(CHUNK_BUDGET_BYTES)} a chunk may have`);
  }
}
process.exit(over ? 1 : 0);
