// `npm start`: the whole marketplace on one port, serving the production build of the client.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
process.env.NODE_ENV ??= 'production';

if (!existsSync('dist/client/index.html')) {
  console.log('[threadline] building the client (first start)');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../server/server.ts');
