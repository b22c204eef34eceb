// The server as plain JavaScript in dist/server/: `npm start` and the bench run it with no
// TypeScript loader in the process, which saves about 60 MB of memory (docs/decisions/011).
// Dynamic imports become chunks of their own, so what is loaded only when configured (the S3
// SDK, Stripe, nodemailer, sharp for the seed) stays out of memory until then.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SERVER_ENTRY } from './server-entry.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function sameContent(file, contents) {
  try {
    return readFileSync(file).equals(contents);
  } catch {
    return false;
  }
}

/**
 * Builds dist/server/. A file is written only when its content changed, and through a rename, so
 * two starts at once (the end-to-end suite runs two servers) never see a half-written file.
 */
export async function buildServer() {
  const outdir = path.dirname(SERVER_ENTRY);
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/server.ts'],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  const written = new Set();
  for (const file of result.outputFiles) {
    written.add(path.basename(file.path));
    if (sameContent(file.path, file.contents)) continue;
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  for (const entry of readdirSync(outdir)) {
    if (!written.has(entry) && !entry.endsWith('.tmp')) rmSync(path.join(outdir, entry), { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
