import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://127.0.0.1:${PORT}`;
// A second app on the next port with SELLER_AUTO_APPROVE=false, for the journeys where an
// application waits for review; its own data directory, so its applications stay pending.
const REVIEW_PORT = PORT + 1;
// Booting a second app costs half a minute of a shared machine: a run naming only other spec
// files skips it; a full run (CI) and any run naming a spec that uses it start it.
const SPECS_USING_REVIEW_SERVER = ['admin-approval', 'admin-review', 'seller-dashboard', 'seller-settings'];
const namedSpecs = process.argv.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
const needsReviewServer = namedSpecs.length === 0
  || namedSpecs.some((arg) => SPECS_USING_REVIEW_SERVER.some((spec) => arg.includes(spec)));

// Debian's Chromium (stack-notes.md): `npx playwright install` cannot download browsers here.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The built app on `port` with an empty data directory of its own (scripts/e2e-server.mjs). */
function appServer(port: number, env: Record<string, string>): WebServer {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/categories`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // The demo payment provider: the checkout journeys pay and decline through it.
    // The server runs with NODE_ENV=production, where the demo provider needs its second setting.
    // A proxy on loopback is trusted, so specs that create accounts can each come from an address
    // of their own (ownClientAddress in e2e/fixtures/accounts.ts); requests without the header are
    // 127.0.0.1's.
    // CSV imports may fetch images from a test server on 127.0.0.1 (e2e/csv-import-images.spec.ts).
    // Webhooks (issue 27) may be delivered to a receiver the test starts on 127.0.0.1 (e2e/webhooks.spec.ts).
    env: {
      E2E_PORT: String(port), PAYMENTS_DEMO: 'true', PAYMENTS_DEMO_IN_PRODUCTION: 'no-money-moves', TRUST_PROXY: '127.0.0.1',
      IMPORT_IMAGES_ALLOW_PRIVATE: 'true', IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION: 'tests-only',
      WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_ALLOW_LOOPBACK_IN_PRODUCTION: 'tests-only', ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, named at the end of `npm test` as flaky: a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
  ],
  // Playwright starts these one after the other, so the second reuses the first one's build.
  webServer: [
    appServer(PORT, {}),
    ...(needsReviewServer ? [appServer(REVIEW_PORT, { E2E_SKIP_BUILD: 'true', SELLER_AUTO_APPROVE: 'false' })] : []),
  ],
});
