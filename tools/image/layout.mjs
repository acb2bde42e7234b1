// The API image's file layout, made outside Docker with the Dockerfile's own steps (no image
// registry can be reached from the machines that test it):
//
//   node tools/image/layout.mjs --out DIR   makes the layout in DIR (the Dockerfile's build stage)
//   node tools/image/layout.mjs --check     makes it in a temp folder and starts the API from there
//                                           alone, in production mode against a throw-away
//                                           PostgreSQL server: /readyz, the portal's page and
//                                           /api/session must answer (npm test runs this)
//
// The layout: package.json and the lock file, the production dependencies (`npm ci --omit=dev`),
// the built API (dist/apps/api, with its migrations) and both brands' built portals. Run after the
// builds (`npx nx run-many -t build -p api portal`).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../bench-api.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { out: { type: 'string' }, check: { type: 'boolean', default: false } } });

/** What the image holds from the built tree. */
const BUILT = ['dist/apps/api', 'dist/apps/portal/general', 'dist/apps/portal/children'];

function makeLayout(out) {
  for (const part of BUILT) {
    if (!existsSync(path.join(root, part))) throw new Error(`${part} is missing: build first (npx nx run-many -t build -p api portal)`);
  }
  mkdirSync(out, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(root, file), path.join(out, file));
  const started = Date.now();
  // No install scripts: nothing the API needs builds at install, and none may run unseen.
  const installed = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: out, stdio: 'inherit' });
  if (installed.status !== 0) throw new Error('npm ci --omit=dev failed');
  const installSeconds = (Date.now() - started) / 1000;
  for (const part of BUILT) cpSync(path.join(root, part), path.join(out, part), { recursive: true });
  return installSeconds;
}

/** Every variable production requires (deploy/portal.env.example), with stand-in values. */
function productionEnv() {
  const env = {};
  for (const line of readFileSync(path.join(root, 'deploy/portal.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2];
  }
  return env;
}

async function check() {
  // The tests' throw-away server (run with Node's type stripping), only for the check.
  const { startPostgresServer } = await import('../../libs/shared/db/src/testing/postgres-server.ts');
  const out = mkdtempSync(path.join(os.tmpdir(), 'portal-image-'));
  const postgres = await startPostgresServer();
  let api;
  try {
    const installSeconds = makeLayout(out);
    const port = await freePort();
    const started = Date.now();
    // Only the layout: the working directory is the folder, and nothing of the repository is named.
    api = spawn(process.execPath, ['dist/apps/api/main.mjs'], {
      cwd: out,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        ...productionEnv(),
        NODE_ENV: 'production',
        PORTAL_ENVIRONMENT: 'production',
        DATABASE_URL: postgres.url,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        PORTAL_DIST: path.join(out, 'dist/apps/portal/general'),
        LOG_LEVEL: 'warn',
      },
    });
    let log = '';
    api.stderr.on('data', (chunk) => (log += chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (api.exitCode !== null) throw new Error(`The API ended (${api.exitCode}):\n${log}`);
      const ready = await fetch(`${origin}/readyz`).then((response) => response.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`The API was not ready in 60 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const readySeconds = (Date.now() - started) / 1000;
    // Through the proxy the API trusts (one hop), as behind the compose file's reverse proxy.
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const page = await fetch(`${origin}/fi`, { headers: { ...headers, accept: 'text/html' } });
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<html lang="fi"')) throw new Error(`The portal's page answered ${page.status}`);
    const session = await fetch(`${origin}/api/session`, { headers });
    if (session.status !== 200) throw new Error(`/api/session answered ${session.status}: ${await session.text()}`);
    const rss = readFileSync(`/proc/${api.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    console.log(
      `image layout: production dependencies in ${installSeconds.toFixed(0)} s; the API ready from the layout alone in ${readySeconds.toFixed(1)} s` +
        ` (resident memory ${rss ? Math.round(Number(rss) / 1024) : '?'} MiB); /readyz, /fi and /api/session answer`,
    );
  } finally {
    if (api && api.exitCode === null) {
      const ended = new Promise((resolve) => api.on('exit', resolve));
      api.kill('SIGTERM');
      await ended;
    }
    await postgres.stop();
    rmSync(out, { recursive: true, force: true });
  }
}

if (values.out) {
  makeLayout(path.resolve(values.out));
} else if (values.check) {
  await check();
} else {
  console.error('usage: node tools/image/layout.mjs --out DIR | --check');
  process.exit(2);
}
