import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the JavaScript the home page loads before anything else (entry + preloads). */
export function homePageJavaScript(clientDir: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file))).length, 0);
  return { files, gzipBytes };
}
