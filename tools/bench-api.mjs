// The built API on a free loopback port for the benchmark scripts (not tests): the development
// environment, so the bundled identity provider and the demo data are there.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
 * /readyz (seeding the full demo data takes a while), with its origin, pid, the seed line and stop().
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
