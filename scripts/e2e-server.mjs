// The app under test for Playwright: a fresh build of the client, then `npm start` on port 5055
// with an empty data directory, so every run starts from the demo seed and never from a stale build.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = './.e2e-data';
process.chdir(root);

rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.E2E_PORT ?? '5055', DATA_DIR: dataDir, NODE_ENV: 'production' },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
