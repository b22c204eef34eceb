import { stitch, type Garment, type View } from './garment.js';
import { lettering } from './lettering.js';
import { edge, type Palette } from './palette.js';

export function beanie(view: View, p: Palette, word: string, pattern: number): Garment {
  const dome = 'M372,660 C372,470 468,352 600,350 C732,352 828,470 828,660 Z';
  const cuff = 'M352,630 C480,612 720,612 848,630 L852,808 C720,826 480,826 348,808 Z';
  const domeRibs = Array.from({ length: 17 }, (_, i) => {
    const x = 388 + i * 26.5;
    return `M${x},650 Q${600 + (x - 600) * 0.95},460 ${600 + (x - 600) * 0.2},372`;
  }).join('');
  const cuffRibs = Array.from({ length: 20 }, (_, i) => `M${364 + i * 25.5},632V806`).join('');
  const pom = `<circle cx="600" cy="316" r="74" fill="${pattern % 2 ? p.accent : p.garment}"/>
    <circle cx="600" cy="316" r="74" fill="url(#hood)"/>
    ${Array.from({ length: 48 }, (_, i) => {
      const a = i * 2.39996;
      const rr = 20 + ((i * 37) % 50);
      const x = 600 + rr * Math.cos(a);
      const y = 316 + rr * Math.sin(a);
      return `<path d="M${x.toFixed(1)},${y.toFixed(1)} l${(8 * Math.cos(a + 0.8)).toFixed(1)},${(8 * Math.sin(a + 0.8)).toFixed(1)}" stroke="${i % 2 ? p.light : p.deep}" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/>`;
    }).join('')}`;
  const stripes = pattern % 3 === 1
    ? `<g clip-path="url(#dome)"><rect x="360" y="470" width="480" height="26" fill="${p.accent}"/><rect x="360" y="512" width="480" height="26" fill="${p.accent}"/></g>`
    : '';
  const under = `<clipPath id="dome"><path d="${dome}"/></clipPath>${stripes}
    <path d="${domeRibs}" stroke="${p.deep}" stroke-opacity="0.28" stroke-width="5" fill="none" clip-path="url(#dome)"/>
    <path d="${cuff}" fill="${p.garment}" stroke="${p.deep}" stroke-opacity="0.3" stroke-width="3"/>
    <path d="${cuff}" fill="url(#cuff)"/>
    <path d="${cuffRibs}" stroke="${p.deep}" stroke-opacity="0.3" stroke-width="5"/>`;
  const patch = view === 'front' && pattern % 3 !== 2
    ? `<rect x="505" y="672" width="190" height="92" rx="6" fill="${p.accent}" ${edge(p)}/>${stitch('M514,681 H686 V755 H514 Z', { ...p, deep: p.onAccent }, 0.5)}`
      + lettering(word, { cx: 600, cy: 718, w: 150, h: 52 }, { fill: p.onAccent })
    : lettering(word, { cx: 600, cy: 718, w: 400, h: 110 }, { fill: p.accent, knockout: p.garment });
  return { silhouette: [dome, cuff], behind: pom, under, over: patch, print: null, zoom: 1.16 };
}
