// `npm run dev`: the API with reload on 5000 and Vite's hot-reloading client on 5173 (proxying to it).
// The demo payment provider is on, so a checkout can be paid without any account (PAYMENTS_DEMO=false to hide it).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/server.ts'], { cwd: root, stdio: 'inherit', env: { PAYMENTS_DEMO: 'true', ...process.env, NODE_ENV: 'development' } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
