import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_MAX_BYTES, renderVariants, storeImage } from '../../features/media/image-variants.js';
import { createDiskStorage } from '../../storage/disk-storage.js';
import { PRINT_STYLES, productArtSvg, renderProductArt, type ProductArtOptions } from './product-art.js';

const looks: ProductArtOptions[] = [
  { kind: 't-shirt', garmentColor: '#1b1b1b', accentColor: '#c6ff00', graphic: 'RIOT', pattern: 0 },
  { kind: 't-shirt', garmentColor: '#f2f2ef', accentColor: '#ff2e88', graphic: 'Midnight Mileage', pattern: 7, view: 'back' },
  { kind: 'hoodie', garmentColor: '#1f2a44', accentColor: '#00e5ff', graphic: 'STATIC', pattern: 3 },
  { kind: 'hoodie', garmentColor: '#b3202a', accentColor: '#f5c518', graphic: 'AFTERHOURS', pattern: 9, view: 'back' },
  { kind: 'hat', garmentColor: '#2f5d3a', accentColor: '#ff5a1f', graphic: 'DRIFT', pattern: 5 },
  { kind: 'hat', garmentColor: '#8d9096', accentColor: '#9aa0a6', graphic: 'VOID', pattern: 2, view: 'back' },
  { kind: 'hat', garmentColor: '#f2a7c3', accentColor: '#18ffff', graphic: 'RAVE', pattern: 4, hatStyle: 'beanie' },
];

describe('renderProductArt', () => {
  it.each(looks)('draws a 1200x1200 $kind ($view) with pattern $pattern', async (look) => {
    const png = await renderProductArt(look);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 1200]);
  });

  it('draws every print style on every garment as valid SVG', async () => {
    // Dark and light garments, with an accent that stands out and one that nearly vanishes
    // (lime on white gets an outline), so every branch of the palette is parsed once.
    const palettes = [['#1b1b1b', '#c6ff00'], ['#f2f2ef', '#c6ff00'], ['#8d9096', '#9aa0a6']] as const;
    const drawings: Array<Promise<unknown>> = [];
    for (const kind of ['t-shirt', 'hoodie', 'hat'] as const) {
      for (const [garmentColor, accentColor] of palettes) {
        for (let pattern = 0; pattern < PRINT_STYLES; pattern++) {
          for (const view of ['front', 'back'] as const) {
            for (const hatStyle of kind === 'hat' ? (['cap', 'beanie'] as const) : [undefined]) {
              const svg = productArtSvg({ kind, garmentColor, accentColor, graphic: 'Kintsugi Club', pattern, view, hatStyle });
              drawings.push(sharp(Buffer.from(svg)).metadata().then((meta) => expect(meta.width).toBe(1200)));
            }
          }
        }
      }
    }
    await Promise.all(drawings);
  });

  it('letters with its own shapes, so no machine shows missing-glyph boxes', () => {
    const svg = productArtSvg({ kind: 't-shirt', garmentColor: '#222', accentColor: '#fff', graphic: 'Çafé Noir 24/7!', pattern: 8 });
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it('refuses colours that are not hex', () => {
    expect(() => productArtSvg({ kind: 'hat', garmentColor: 'red"/><script>', accentColor: '#fff', graphic: 'X', pattern: 1 })).toThrow(/hex colour/);
  });

  it('makes cards well within the 60 KB budget', async () => {
    for (const look of looks.slice(0, 3)) {
      const { card, thumb, full } = await renderVariants(await renderProductArt(look));
      expect(card.length).toBeLessThan(CARD_MAX_BYTES / 3);
      expect(thumb.length).toBeLessThan(card.length);
      expect(full.length).toBeGreaterThan(card.length);
    }
  });

  it('stores a picture with its variants', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'threadline-art-'));
    try {
      const objectPath = await storeImage(createDiskStorage(dir), await renderProductArt(looks[2]!));
      expect(objectPath).toMatch(/^\/objects\/products\//);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
