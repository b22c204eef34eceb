import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderProductArt, type ProductArtOptions } from './product-art.js';
import { renderVariants, storeImage } from '../../features/media/image-variants.js';
import { createDiskStorage } from '../../storage/disk-storage.js';
const dir = await mkdtemp(path.join(tmpdir(), 'bench-'));
const storage = createDiskStorage(dir);
const kinds = ['t-shirt', 'hoodie', 'hat'] as const;
const colors = ['#1b1b1b', '#f2f2ef', '#8d9096', '#1f2a44', '#b3202a', '#f2a7c3', '#2f5d3a', '#2d5fb3'];
const all: ProductArtOptions[] = [];
for (let i = 0; i < 60; i++) all.push({ kind: kinds[i % 3]!, garmentColor: colors[i % 8]!, accentColor: ['#c6ff00', '#ff2e88', '#f5c518', '#00e5ff'][i % 4]!, graphic: ['RIOT', 'AFTERHOURS', 'FREQUENCY', 'BLOOM'][i % 4]!, pattern: i % 10, view: i % 2 ? 'back' : 'front', hatStyle: i % 4 === 3 ? 'beanie' : 'cap' });
await renderProductArt(all[0]!); // warm up
let tr = 0, ts = 0; const sizes: Record<string, number[]> = { full: [], card: [], thumb: [], png: [] };
const byKind: Record<string, number[]> = {};
for (const o of all) {
  const t0 = performance.now();
  const png = await renderProductArt(o);
  const t1 = performance.now();
  await storeImage(storage, png);
  const t2 = performance.now();
  tr += t1 - t0; ts += t2 - t1;
  (byKind[`${o.kind}${o.kind === 'hat' ? '-' + o.hatStyle : ''}`] ??= []).push(t2 - t0);
  const v = await renderVariants(png);
  sizes.full!.push(v.full.length); sizes.card!.push(v.card.length); sizes.thumb!.push(v.thumb.length); sizes.png!.push(png.length);
}
const n = all.length;
const stat = (a: number[]) => `avg ${(a.reduce((x, y) => x + y, 0) / a.length / 1024).toFixed(1)} KiB, max ${(Math.max(...a) / 1024).toFixed(1)} KiB`;
console.log(`sequential, ${n} images: render ${(tr / n).toFixed(0)} ms + store 3 variants ${(ts / n).toFixed(0)} ms = ${((tr + ts) / n).toFixed(0)} ms avg`);
for (const [k, a] of Object.entries(byKind)) console.log(k, `avg ${(a.reduce((x, y) => x + y, 0) / a.length).toFixed(0)} ms, max ${Math.max(...a).toFixed(0)} ms`);
for (const [k, a] of Object.entries(sizes)) console.log(k, stat(a));
const t3 = performance.now();
await Promise.all(all.slice(0, 20).map(async (o) => storeImage(storage, await renderProductArt(o))));
console.log(`20 in parallel: ${((performance.now() - t3) / 20).toFixed(0)} ms per image (throughput)`);
console.log('sharp concurrency', sharp.concurrency());
await rm(dir, { recursive: true, force: true });
