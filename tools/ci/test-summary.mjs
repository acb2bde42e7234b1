#!/usr/bin/env node
// Adds up the counts the unit-test projects and the end-to-end run recorded in dist/test-summary.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../../dist/test-summary', import.meta.url).pathname;
const totals = { passed: 0, failed: 0, skipped: 0 };
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name === 'jest.json') {
      const counts = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    } else if (name === 'playwright.json') {
      const { stats } = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
  }
};
if (existsSync(dir)) walk(dir);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
