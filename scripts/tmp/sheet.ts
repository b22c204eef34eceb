import sharp from 'sharp';
import { renderProductArt } from '../../server/db/seed/product-art.js';
const tiles = [];
const specs = [['t-shirt', '#1b1b1b', 1], ['hoodie', '#2d5fb3', 2], ['hat', '#b3202a', 3], ['t-shirt', '#8d9096', 7], ['hoodie', '#2f5d3a', 0], ['hat', '#1f2a44', 4]] as const;
for (const [kind, color, pattern] of specs) tiles.push(await sharp(await renderProductArt({ kind, garmentColor: color, accentColor: '#c6ff00', graphic: 'NEON', pattern, view: 'front' })).resize(300, 300).png().toBuffer());
await sharp({ create: { width: 900, height: 600, channels: 3, background: '#000' } }).composite(tiles.map((input, i) => ({ input, left: (i % 3) * 300, top: Math.floor(i / 3) * 300 }))).png().toFile('/tmp/my-sheet.png');
