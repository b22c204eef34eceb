import type { Area } from './lettering.js';
import type { Palette } from './palette.js';

/**
 * A garment drawn on a 1200 x 1200 canvas: its silhouette (for the shadow and the shading), what
 * goes under the print, what goes over it, and where the print sits.
 */
export interface Garment {
  /** Outline paths (absolute M, L, C and Z only); together they are the garment's shape: its
   * shadow, base colour and the clip that keeps details on it. */
  silhouette: string[];
  /** Parts behind the garment's body, like a beanie's pom-pom. */
  behind?: string;
  under: string;
  over: string;
  print: Area | null;
  /** Small garments are drawn larger so every product fills its square alike. */
  zoom?: number;
}

export type View = 'front' | 'back';

export const mirror = (x: number) => 1200 - x;

// Soft creases without a blur filter (a blur costs ~150 ms a picture in librsvg): stacked strokes.
export const fold = (d: string, p: Palette, width = 22) =>
  [1.8, 1.45, 1.1, 0.75, 0.4].map((k) => `<path d="${d}" stroke="${p.deep}" stroke-opacity="0.045" stroke-width="${width * k}" fill="none" stroke-linecap="round"/>`).join('')
  + [1.2, 0.8, 0.4].map((k) => `<path d="${d}" transform="translate(${width} -4)" stroke="${p.light}" stroke-opacity="0.045" stroke-width="${width * k}" fill="none" stroke-linecap="round"/>`).join('');

export const stitch = (d: string, p: Palette, opacity = 0.45) =>
  `<path d="${d}" stroke="${p.deep}" stroke-opacity="${opacity}" stroke-width="3" stroke-dasharray="9 7" fill="none"/>`;

export const seam = (d: string, p: Palette) => `<path d="${d}" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="3.5" fill="none"/>`;
