import { fold, mirror, seam, stitch, type Garment, type View } from './garment.js';
import { lettering } from './lettering.js';
import type { Palette } from './palette.js';

export function tshirt(view: View, p: Palette, word: string): Garment {
  // The outline runs along the back of the neck; the front view's lower neckline is drawn inside it.
  const silhouette = `M522,226 C560,246 640,246 678,226 L812,262 C864,292 930,366 974,438 L884,528 C862,508 834,488 806,474 C812,640 808,820 802,986 C700,998 500,998 398,986 C392,820 388,640 394,474 C366,488 338,508 316,528 L226,438 C270,366 336,292 388,262 Z`;
  const collar = view === 'front'
    ? `<path d="M522,226 C552,290 648,290 678,226" stroke="${p.shade}" stroke-width="44" fill="none"/>
       <path d="M522,226 C552,290 648,290 678,226 C640,246 560,246 522,226 Z" fill="${p.deep}"/>
       ${stitch('M506,232 C544,318 656,318 694,232', p)}`
    : `<path d="M522,226 C556,250 644,250 678,226" stroke="${p.shade}" stroke-width="28" fill="none"/>${stitch('M512,238 C552,266 648,266 688,238', p)}`;
  const sleeves = [0, 1].map((side) => {
    const x = (v: number) => (side ? mirror(v) : v);
    return seam(`M${x(388)},262 C${x(402)},330 ${x(404)},410 ${x(394)},474`, p)
      + stitch(`M${x(240)},424 L${x(328)},514`, p);
  }).join('');
  const folds = [
    fold('M424,530 C468,600 478,700 452,830', p),
    fold('M780,560 C742,650 738,770 762,892', p),
    fold('M476,924 C560,900 650,906 742,930', p, 16),
    fold('M404,300 C450,330 500,340 540,336', p, 14),
  ].join('');
  const neckPrint = view === 'back' ? lettering(word, { cx: 600, cy: 300, w: 110, h: 26 }, { fill: p.ink }) : '';
  return {
    silhouette: [silhouette],
    under: `${collar}${sleeves}${stitch('M400,964 C500,976 700,976 800,964', p)}${neckPrint}`,
    over: folds,
    print: view === 'front' ? { cx: 600, cy: 570, w: 300, h: 300 } : { cx: 600, cy: 610, w: 380, h: 440 },
  };
}
