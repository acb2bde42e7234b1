import { defineConfig } from '@playwright/test';

// Debian's Chromium; never a downloaded browser. The flags keep it off the network it cannot reach.
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const ports = { general: 4300, children: 4301, shortSession: 4302, storybook: 6007 } as const;
const ci = Boolean(process.env['CI']);

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/portal-e2e/test-output',
  fullyParallel: true,
  workers: 2,
  forbidOnly: ci,
  retries: 0,
  // Budgets for a CPU-starved 2-core machine, where Chromium, two workers and three API servers
  // share the cores: a test that hangs still fails, but one that is only slow does not. (On a run
  // where the host was throttled, pages needed more than the old 30 s and 5 s; nothing was wrong
  // with them.)
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../dist/.playwright/portal-e2e/report' }],
    ['json', { outputFile: '../../dist/test-summary/apps/portal-e2e/playwright.json' }],
  ],
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // Every project (each merges this `use` with its own) runs as a user who asked for reduced
    // motion, so that no fade is under way when a test acts or axe measures contrast.
    reducedMotion: 'reduce',
  },
  projects: [
    // A general-brand server whose sessions last 102 seconds, for the expiry warnings and redirect.
    // Listed first: its tests wait for the clock, and started first they wait while the other
    // worker runs the rest.
    {
      name: 'session-expiry',
      testMatch: /session-expiry\.spec\.ts/,
      use: { baseURL: `http://localhost:${ports.shortSession}` },
      metadata: { brand: 'general' },
    },
    ...(['general', 'children'] as const).map((brand) => ({
      name: brand,
      testIgnore: [/storybook\.spec\.ts/, /session-expiry\.spec\.ts/],
      // Tests tagged with the other brand walk paths this brand does not have.
      grepInvert: brand === 'general' ? /@children/ : /@general/,
      use: { baseURL: `http://localhost:${ports[brand]}` },
      metadata: { brand },
    })),
    {
      name: 'storybook',
      testMatch: /storybook\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${ports.storybook}` },
    },
  ],
  webServer: [
    // The API server of each brand in production mode: it serves the built portal (nx builds
    // portal and api first) with an in-memory database seeded with the demo data, and the bundled
    // development identity provider.
    ...([
      ['general', ports.general, {}],
      ['children', ports.children, {}],
      ['general', ports.shortSession, { SESSION_IDLE_MINUTES: '1.7', SEED_SLOTS: 'sample' }],
    ] as const).map(([brand, port, extra]) => ({
      command: 'node ../../dist/apps/api/main.mjs',
      env: {
        PORTAL_BRAND: brand,
        PORTAL_ENVIRONMENT: 'development',
        API_HOST: 'localhost',
        API_PORT: String(port),
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        PORTAL_DIST: `../../dist/apps/portal/${brand}`,
        PGLITE_DATA_DIR: ':memory:',
        LOG_LEVEL: 'warn',
        // Three API servers, two browsers and Storybook share the 2 cores: an API's event loop is
        // late because the machine is busy, not because of its requests, and shedding by that
        // delay answered a page's session call with 503 (the error view instead of the page). The
        // shedding has tests of its own (shared-server http/load.test.ts) and a benchmark.
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
        ...extra,
      },
      url: `http://localhost:${port}/readyz`,
      stdout: 'pipe' as const,
      reuseExistingServer: !ci,
      timeout: 120_000,
    })),
    // The static Storybook build (nx runs portal-e2e:build-storybook first).
    {
      command: `node ../../tools/serve-static.mjs ../../dist/storybook ${ports.storybook}`,
      url: `http://127.0.0.1:${ports.storybook}/index.json`,
      reuseExistingServer: !ci,
      timeout: 30_000,
    },
  ],
});
