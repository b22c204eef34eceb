import sharp from 'sharp';
import { productArtSvg } from './product-art.js';
const base = productArtSvg({ kind: 't-shirt', garmentColor: '#1f2a44', accentColor: '#f5c518', graphic: 'FREQUENCY', pattern: 7, view: 'front' });
const variants: Record<string, string> = {
  full: base,
  noDrop: base.replace(/ filter="url\(#drop\)"/, ''),
  noSoft: base.replace(/ filter="url\(#soft\)"/g, ''),
  noFilters: base.replace(/ XX/g, ''),
  noMask: base.replace(/ mask="url\(#garment\)"/, ''),
  bare: base.replace(/ XX/g, '').replace(/ mask="url\(#garment\)"/, ''),
};
async function time(svg: string, out: 'png' | 'raw' | 'png0') {
  const t = performance.now();
  const p = sharp(Buffer.from(svg));
  await (out === 'raw' ? p.raw().toBuffer() : p.png({ compressionLevel: out === 'png0' ? 0 : 2 }).toBuffer());
  return performance.now() - t;
}
for (let round = 0; round < 2; round++) {
  for (const [name, svg] of Object.entries(variants)) {
    const times = [];
    for (let i = 0; i < 5; i++) times.push(await time(svg, 'raw'));
    console.log(name.padEnd(10), 'raw', Math.min(...times).toFixed(0), 'ms');
  }
}
for (const out of ['png', 'png0'] as const) { const t = []; for (let i = 0; i < 5; i++) t.push(await time(variants.full!, out)); console.log('full', out, Math.min(...t).toFixed(0)); }
