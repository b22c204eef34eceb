import sharp from 'sharp';
import { beanie } from './beanie.js';
import { cap } from './cap.js';
import { clockwise } from './clockwise.js';
import type { View } from './garment.js';
import { hoodie } from './hoodie.js';
import { resetClipIds } from './lettering.js';
import { palette } from './palette.js';
import { PRINTS } from './prints.js';
import { tshirt } from './t-shirt.js';

export interface ProductArtOptions {
  kind: 't-shirt' | 'hoodie' | 'hat';
  /** Hex colours, e.g. '#1b1b1b'. */
  garmentColor: string;
  accentColor: string;
  /** One or two words printed on the garment (letters, digits and - . ! / ' + &). */
  graphic: string;
  /** Chooses the print: stripes, circle, bolt, grid, wave, star, checker, arch, box logo, echo. */
  pattern: number;
  view?: View;
  /** For hats. By default about one hat in four is a beanie, picked from the graphic and the
   * colours, so the same options always draw the same hat and caps still get every print. */
  hatStyle?: 'cap' | 'beanie';
  /** Width and height of the PNG in pixels (default 1200); the drawing scales to it. */
  size?: number;
}

export const PRINT_STYLES = PRINTS.length;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h;
}

/** The SVG behind renderProductArt, for debugging and for callers that rasterise themselves. */
export function productArtSvg(options: ProductArtOptions): string {
  resetClipIds();
  const p = palette(options.garmentColor, options.accentColor);
  const view = options.view ?? 'front';
  const pattern = Math.abs(Math.trunc(options.pattern)) || 0;
  const text = options.graphic.trim() || 'THREADLINE';
  const hatStyle = options.hatStyle ?? (hash(`${text}${options.garmentColor}${options.accentColor}`) % 4 === 3 ? 'beanie' : 'cap');
  const garment =
    options.kind === 't-shirt' ? tshirt(view, p, text)
    : options.kind === 'hoodie' ? hoodie(view, p)
    : hatStyle === 'beanie' ? beanie(view, p, text, pattern)
    : cap(view, p);
  const print = garment.print ? PRINTS[pattern % PRINTS.length]!(garment.print, text, p) : '';
  const shapes = garment.silhouette.map((d) => `<path d="${clockwise(d)}"/>`).join('');
  const size = options.size ?? 1200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1200 1200">
  <defs>
    <radialGradient id="backdrop" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="#f3f3f1"/><stop offset="1" stop-color="#dededb"/></radialGradient>
    <linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="260" y1="160" x2="940" y2="1000">
      <stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>
    </linearGradient>
    <linearGradient id="hood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
    <linearGradient id="brim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.35" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0.08"/></linearGradient>
    <linearGradient id="cuff" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>
    <clipPath id="garment">${shapes}</clipPath>
  </defs>
  <rect width="1200" height="1200" fill="url(#backdrop)"/>
  <g transform="translate(600 ${garment.zoom ? 560 : 600}) scale(${garment.zoom ?? 1}) translate(-600 -600)">
  <g transform="translate(0 14)" stroke="#000" stroke-linejoin="round" fill="none">${[56, 44, 33, 23, 14, 6].map((w) => `<g stroke-opacity="0.03" stroke-width="${w}">${shapes}</g>`).join('')}</g>
  ${garment.behind ?? ''}
  <g fill="${p.garment}" stroke="${p.deep}" stroke-opacity="0.35" stroke-width="3">${shapes}</g>
  <g clip-path="url(#garment)">${garment.under}${print}${garment.over}<rect width="1200" height="1200" fill="url(#sheen)"/></g>
  </g>
</svg>`;
}

/**
 * Draws a product photo stand-in: the garment in its colour, shaded, with a streetwear print,
 * on a neutral light-grey square. Returns a square PNG, 1200 pixels wide unless `size` says otherwise.
 */
export async function renderProductArt(options: ProductArtOptions): Promise<Buffer> {
  // Low zlib effort: this PNG is only an intermediate for storeImage, which re-encodes it as WebP.
  return sharp(Buffer.from(productArtSvg(options))).png({ compressionLevel: 2 }).toBuffer();
}
