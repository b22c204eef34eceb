import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      // The API, the services and the pure helpers both sides share, on a real database.
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts', 'shared/**/*.test.ts'], environment: 'node' } },
      // The client's own logic (URL state, form mapping, hooks) in a DOM without a browser.
      { extends: true, test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
    ],
  },
});
