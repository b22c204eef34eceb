// `npm start`: the whole marketplace on one port, serving the production build of the client.
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from './server-entry.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
process.env.NODE_ENV ??= 'production';

// Cluster workers (WEB_CONCURRENCY) run this file again: their primary has built everything.
if (cluster.isPrimary) {
  if (!existsSync('dist/client/index.html')) {
    console.log('[threadline] building the client (first start)');
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The pages rendered on the server (issue 27): the same React tree, built for Node.
  if (!existsSync('dist/ssr/entry-server.js')) {
    console.log('[threadline] building the server-rendered pages (first start)');
    const ssrArgs = ['build', '--ssr', 'src/entry-server.tsx', '--outDir', '../dist/ssr', '--emptyOutDir', '--logLevel', 'warn'];
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', ...ssrArgs], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // Always: it takes well under a second, and a start never runs a server older than its sources.
  // In a child that exits, so the bundler's service process and its module never stay beside the
  // server (36 MB and more, idle, for the life of the shop: issue 28).
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(SERVER_ENTRY).href);
