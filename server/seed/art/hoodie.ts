import { fold, mirror, seam, stitch, type Garment, type View } from './garment.js';
import type { Palette } from './palette.js';

export function hoodie(view: View, p: Palette): Garment {
  const body = 'M478,292 L404,304 C336,350 290,450 268,590 L236,882 L330,898 C344,770 366,640 394,536 C398,700 400,820 400,918 L800,918 C800,820 802,700 806,536 C834,640 856,770 870,898 L964,882 L932,590 C910,450 864,350 796,304 L722,292 Z';
  const ribs = (x0: number, y0: number, x1: number, y1: number, n: number, h: number) =>
    Array.from({ length: n }, (_, i) => {
      const x = x0 + ((x1 - x0) * (i + 0.5)) / n;
      const y = y0 + ((y1 - y0) * (i + 0.5)) / n;
      return `M${x},${y + 6}V${y + h - 8}`;
    }).join('');
  const cuffShape = (x: (v: number) => number) => `M${x(236)},882 L${x(330)},898 L${x(324)},962 L${x(242)},952 Z`;
  const bandShape = 'M400,914 L800,914 L796,990 L404,990 Z';
  const trims = [cuffShape((v) => v), cuffShape(mirror), bandShape];
  const cuffs = [0, 1].map((side) => {
    const x = (v: number) => (side ? mirror(v) : v);
    return `<path d="${cuffShape(x)}" fill="${p.shade}"/>`
      + `<path d="${ribs(x(244), 884, x(322), 898, 9, 64)}" stroke="${p.deep}" stroke-opacity="0.35" stroke-width="3"/>`
      + seam(`M${x(404)},304 C${x(428)},380 ${x(414)},460 ${x(394)},536`, p);
  }).join('');
  const band = `<path d="${bandShape}" fill="${p.shade}"/>
    <path d="${ribs(404, 914, 796, 914, 40, 76)}" stroke="${p.deep}" stroke-opacity="0.3" stroke-width="3"/>`;
  const folds = [
    fold('M262,640 C282,700 284,760 270,820', p, 18),
    fold('M938,640 C918,700 916,760 930,820', p, 18),
    fold('M430,560 C470,640 474,740 450,860', p),
    fold('M772,580 C738,670 734,780 758,880', p),
  ].join('');
  if (view === 'back') {
    const hood = `<path d="M448,300 C436,190 508,128 600,126 C692,128 764,190 752,300 C742,380 690,432 600,440 C510,432 458,380 448,300 Z" fill="${p.garment}" stroke="${p.deep}" stroke-opacity="0.35" stroke-width="3"/>
      <path d="M448,300 C436,190 508,128 600,126 C692,128 764,190 752,300 C742,380 690,432 600,440 C510,432 458,380 448,300 Z" fill="url(#hood)"/>
      ${seam('M600,128 C604,240 604,350 600,440', p)}${stitch('M588,136 C592,240 592,350 588,432', p, 0.35)}${stitch('M612,136 C616,240 616,350 612,432', p, 0.35)}`;
    const hoodShape = 'M448,300 C458,380 510,432 600,440 C690,432 742,380 752,300 C764,190 692,128 600,126 C508,128 436,190 448,300 Z';
    return { silhouette: [body, hoodShape, ...trims], under: `${cuffs}${band}`, over: `${hood}${folds}`, print: { cx: 600, cy: 672, w: 380, h: 380 } };
  }
  const hood = `<path d="M456,340 C500,356 560,384 600,396 C640,384 700,356 744,340 C760,250 700,168 600,164 C500,168 440,250 456,340 Z" fill="${p.garment}"/>
    <path d="M456,340 C500,356 560,384 600,396 C640,384 700,356 744,340 C760,250 700,168 600,164 C500,168 440,250 456,340 Z" fill="url(#hood)"/>
    <path d="M528,326 C524,266 558,228 600,226 C642,228 676,266 672,326 L600,394 Z" fill="${p.deep}"/>
    <path d="M528,326 C524,266 558,228 600,226 C642,228 676,266 672,326" stroke="${p.light}" stroke-opacity="0.5" stroke-width="10" fill="none"/>
    <path d="M456,340 C500,356 560,384 600,396 C640,384 700,356 744,340" stroke="${p.deep}" stroke-opacity="0.35" stroke-width="4" fill="none"/>
    <path d="M528,326 L600,394 L672,326" stroke="${p.garment}" stroke-width="12" fill="none" stroke-linejoin="round"/>`;
  const strings = [[572, 384, 'C568,430 562,470 560,512'], [628, 384, 'C634,436 640,478 644,524']].map(([x, y, curve]) => {
    const end = String(curve).split(' ').at(-1)!.split(',').map(Number) as [number, number];
    return `<circle cx="${x}" cy="${y}" r="9" fill="${p.deep}" stroke="#a7a7a7" stroke-width="3"/>
      <path d="M${x},${y} ${curve}" stroke="${p.ink}" stroke-opacity="0.92" stroke-width="11" fill="none" stroke-linecap="round"/>
      <rect x="${end[0] - 6.5}" y="${end[1] - 4}" width="13" height="30" rx="4" fill="#9a9a9a"/>`;
  }).join('');
  const pocket = `<path d="M462,742 C462,730 470,724 482,724 L718,724 C730,724 738,730 738,742 L772,902 L428,902 Z" fill="${p.garment}" stroke="${p.deep}" stroke-opacity="0.3" stroke-width="3"/>
    ${stitch('M470,744 C470,738 476,734 484,734 L716,734 C724,734 730,738 730,744', p)}
    <path d="M462,742 L428,902 M738,742 L772,902" stroke="${p.deep}" stroke-opacity="0.55" stroke-width="7"/>`;
  return {
    silhouette: [body, 'M456,340 C500,356 560,384 600,396 C640,384 700,356 744,340 C760,250 700,168 600,164 C500,168 440,250 456,340 Z', ...trims],
    under: `${cuffs}${band}${hood}`,
    over: `${pocket}${folds}${strings}`,
    print: { cx: 600, cy: 612, w: 300, h: 190 },
  };
}
