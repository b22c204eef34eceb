import { seam, stitch, type Garment, type View } from './garment.js';
import { INK_LIGHT, type Palette } from './palette.js';

export function cap(view: View, p: Palette): Garment {
  if (view === 'back') {
    const crown = 'M296,770 C284,520 420,326 600,322 C780,326 916,520 904,770 C780,800 420,800 296,770 Z';
    const under = `${seam('M600,324 C520,380 452,560 446,786', p)}${seam('M600,324 C680,380 748,560 754,786', p)}${seam('M600,324 L600,668', p)}`;
    const opening = `<path d="M516,800 L516,716 C516,660 684,660 684,716 L684,800 Z" fill="${p.ink === INK_LIGHT ? '#4b4b4b' : '#1c1c1c'}"/>
      ${stitch('M502,790 L502,714 C502,646 698,646 698,714 L698,790', p)}
      <path d="M492,732 L708,732 L708,768 L492,768 Z" fill="${p.shade}"/>
      ${[522, 556, 590, 624, 658].map((x) => `<circle cx="${x}" cy="750" r="7" fill="${p.deep}"/>`).join('')}
      <circle cx="684" cy="750" r="11" fill="#a7a7a7"/>`;
    return { silhouette: [crown], under, over: `${opening}<ellipse cx="600" cy="326" rx="22" ry="10" fill="${p.shade}"/>`, print: { cx: 600, cy: 520, w: 360, h: 210 } };
  }
  // Three-quarter view from the front left: the bill points at the viewer's right.
  const crown3q = 'M262,716 C232,540 330,372 530,348 C730,330 870,452 884,650 C812,726 430,770 262,716 Z';
  const brim = 'M450,722 C600,740 770,712 880,640 C944,664 1012,700 1030,742 C1040,790 960,834 840,846 C700,858 560,812 450,722 Z';
  const under = `${seam('M530,350 C410,410 356,560 378,742', p)}${seam('M530,350 C600,430 640,580 640,752', p)}${seam('M530,350 C700,420 800,540 840,690', p)}
    ${seam('M262,716 C430,770 812,726 884,650', p)}
    ${[[452, 470], [742, 480]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${p.deep}" stroke="${p.shade}" stroke-width="4"/>`).join('')}`;
  const over = `<path d="${brim}" fill="${p.garment}" stroke="${p.deep}" stroke-opacity="0.4" stroke-width="3"/>
    <path d="${brim}" fill="url(#brim)"/>
    <path d="M478,742 C600,800 740,838 860,836 C960,830 1030,792 1030,742" stroke="${p.deep}" stroke-opacity="0.6" stroke-width="10" fill="none"/>
    ${[0, 1, 2].map((i) => stitch(`M${520 + i * 8},${760 - i * 10} C${640 + i * 6},${800 - i * 10} ${780 + i * 6},${810 - i * 14} ${880 + i * 4},${790 - i * 14} C${960 - i * 6},${780 - i * 14} ${1000 - i * 10},${762 - i * 10} ${1008 - i * 12},${742 - i * 6}`, p, 0.35)).join('')}
    <ellipse cx="530" cy="350" rx="22" ry="12" fill="${p.shade}"/>`;
  return { silhouette: [crown3q, brim], under, over, print: { cx: 610, cy: 545, w: 280, h: 210 } };
}
