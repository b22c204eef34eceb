import sharp from 'sharp';
import { lettering } from './art/lettering.js';

// Lettering is drawn as strokes (art/lettering.ts), not <text>: system fonts differ per machine.

function initials(name: string): string {
  return name.split(/[\s&]+/).filter(Boolean).slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
}

/** A square logo: the shop's initials on its accent colour. */
export function renderSellerLogo(name: string, accent: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#0a0a0a"/>
    <rect x="40" y="40" width="520" height="520" fill="${accent}"/>
    <rect x="70" y="70" width="460" height="460" fill="none" stroke="#0a0a0a" stroke-width="10"/>
    ${lettering(initials(name), { cx: 300, cy: 300, w: 360, h: 240 }, { fill: '#0a0a0a' })}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A wide header: diagonal bands in the accent colour behind the shop's name. */
export function renderSellerCover(name: string, accent: string): Promise<Buffer> {
  const bands = Array.from({ length: 14 }, (_, i) =>
    `<rect x="${i * 140 - 400}" y="-200" width="48" height="1000" fill="${accent}" opacity="${0.12 + (i % 3) * 0.08}" transform="rotate(28 600 200)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
    <rect width="1200" height="400" fill="#111"/>${bands}
    ${lettering(name.toUpperCase(), { cx: 600, cy: 200, w: 1000, h: 110 }, { fill: '#f5f5f0', knockout: '#111' })}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
