// The app under test for Playwright: a fresh build of the client, then `npm start` on port 5055
// with an empty data directory, so every run starts from the demo seed and never from a stale build.
// Each run gets its own folder under .e2e-data (several engineers may run the suite in one tree).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseDir = path.join(root, '.e2e-data');
const dataDir = path.join(baseDir, String(process.pid));
process.chdir(root);

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Left behind by runs that were killed: their process is gone, so nobody is using the folder.
mkdirSync(baseDir, { recursive: true });
for (const entry of readdirSync(baseDir)) {
  const pid = Number(entry);
  if (!Number.isInteger(pid) || !isAlive(pid)) rmSync(path.join(baseDir, entry), { recursive: true, force: true });
}

// A second server in the same run (playwright.config.ts) serves the build the first one made.
if (process.env.E2E_SKIP_BUILD !== 'true') {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The server-rendered pages (issue 27) from the same sources: never an older bundle than the client's.
  const ssrArgs = ['build', '--ssr', 'src/entry-server.tsx', '--outDir', '../dist/ssr', '--emptyOutDir', '--logLevel', 'warn'];
  const ssr = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', ...ssrArgs], { stdio: 'inherit' });
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
}

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { LOG_LEVEL: 'warn', ...process.env, PORT: process.env.E2E_PORT ?? '5055', DATA_DIR: dataDir, NODE_ENV: 'production' },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
