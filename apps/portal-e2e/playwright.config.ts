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

const ports = { general: 4300, children: 4301, storybook: 6007 } as const;
const ci = Boolean(process.env['CI']);

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/portal-e2e/test-output',
  fullyParallel: true,
  workers: 2,
  forbidOnly: ci,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../dist/.playwright/portal-e2e/report' }],
    ['json', { outputFile: '../../dist/test-summary/apps/portal-e2e/playwright.json' }],
  ],
  use: { launchOptions: chromium, trace: 'retain-on-failure', locale: 'fi-FI', timezoneId: 'Europe/Helsinki' },
  projects: [
    ...(['general', 'children'] as const).map((brand) => ({
      name: brand,
      testIgnore: /storybook\.spec\.ts/,
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
    // The built portal of each brand (nx runs portal:build first), served as in production.
    ...(['general', 'children'] as const).map((brand) => ({
      command: `npx vite preview --port ${ports[brand]} --strictPort`,
      cwd: '../portal',
      env: { PORTAL_BRAND: brand },
      url: `http://localhost:${ports[brand]}/fi`,
      reuseExistingServer: !ci,
      timeout: 60_000,
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
