import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One retry in CI, named at the end of `npm test` as flaky: a test that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      // The API, the services and the pure helpers both sides share, on a real database.
      // A deprecation is an error here: pg's "client.query() when the client is already executing a
      // query" (a transaction's reads sent at once) is only a warning today, and an error in pg 9.
      {
        extends: true,
        test: { name: 'server', include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'bench/**/*.test.ts'], environment: 'node', execArgv: ['--throw-deprecation'] },
      },
      // The client's own logic (URL state, form mapping, hooks) in a DOM without a browser.
      { extends: true, test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
    ],
  },
});
