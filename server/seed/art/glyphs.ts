// A heavy, condensed, rounded-square display face drawn as SVG strokes.
//
// Why not <text font-family="Impact, Anton, ...">: librsvg only sees the fonts installed on the
// machine, and a slim container image has none at all, so the same seed would print DejaVu here,
// nothing there. Strokes render the same everywhere and cost no font package.
// Glyphs are centre lines in a box 0..w x 0..100 (cap height); the pen is STROKE wide with
// square caps, so ink reaches STROKE/2 beyond the box on every side.
export const STROKE = 24;
export const CAP = 100;
const TRACKING = 12;
const r = 18; // corner radius of the centre line

type Glyph = { w: number; d: string };
const g = (w: number, d: (w: number) => string): Glyph => ({ w, d: d(w) });
const box = (w: number) => `M${r},0H${w - r}A${r},${r} 0 0 1 ${w},${r}V${CAP - r}A${r},${r} 0 0 1 ${w - r},${CAP}H${r}A${r},${r} 0 0 1 0,${CAP - r}V${r}A${r},${r} 0 0 1 ${r},0Z`;
/** A diagonal whose ends on the cap line or baseline run past it, so the clip cuts them flat. */
const diag = (x1: number, y1: number, x2: number, y2: number) => {
  const reach = (y: number) => (y <= 0 ? -STROKE / 2 : y >= CAP ? CAP + STROKE / 2 : y);
  const at = (y: number) => x1 + ((x2 - x1) * (y - y1)) / (y2 - y1);
  const [ya, yb] = [reach(y1), reach(y2)];
  return `M${at(ya)},${ya}L${at(yb)},${yb}`;
};

const GLYPHS: Record<string, Glyph> = {
  A: g(46, (w) => `M0,${CAP}V${r}A${r},${r} 0 0 1 ${r},0H${w - r}A${r},${r} 0 0 1 ${w},${r}V${CAP}M0,55H${w}`),
  B: g(46, (w) => `M0,${CAP}V0H${w - r - 4}A${r},${r} 0 0 1 ${w - 4},${r}V${48 - r}A${r},${r} 0 0 1 ${w - r - 4},48H0M${w - r - 4},48H${w - r}A${r},${r} 0 0 1 ${w},${48 + r}V${CAP - r}A${r},${r} 0 0 1 ${w - r},${CAP}H0`),
  C: g(44, (w) => `M${w},0H${r}A${r},${r} 0 0 0 0,${r}V${CAP - r}A${r},${r} 0 0 0 ${r},${CAP}H${w}`),
  D: g(46, (w) => `M0,0H${w - r}A${r},${r} 0 0 1 ${w},${r}V${CAP - r}A${r},${r} 0 0 1 ${w - r},${CAP}H0Z`),
  E: g(40, (w) => `M${w},0H0V${CAP}H${w}M0,50H${w - 6}`),
  F: g(40, (w) => `M${w},0H0V${CAP}M0,50H${w - 6}`),
  G: g(46, (w) => `M${w},0H${r}A${r},${r} 0 0 0 0,${r}V${CAP - r}A${r},${r} 0 0 0 ${r},${CAP}H${w}V54H${w / 2 + 2}`),
  H: g(46, (w) => `M0,0V${CAP}M${w},0V${CAP}M0,52H${w}`),
  I: g(0, () => `M0,0V${CAP}`),
  J: g(40, (w) => `M${w},0V${CAP - r}A${r},${r} 0 0 1 ${w - r},${CAP}H0V${CAP - 26}`),
  K: g(46, (w) => `M0,0V${CAP}${diag(w, 0, STROKE / 2, 54)}${diag(STROKE / 2 + 2, 42, w, CAP)}`),
  L: g(38, (w) => `M0,0V${CAP}H${w}`),
  M: g(64, (w) => `M0,${CAP}V0L${w / 2},60L${w},0V${CAP}`),
  N: g(48, (w) => `M0,${CAP}V0L${w},${CAP}V0`),
  O: g(46, box),
  P: g(46, (w) => `M0,${CAP}V0H${w - r}A${r},${r} 0 0 1 ${w},${r}V${54 - r}A${r},${r} 0 0 1 ${w - r},54H0`),
  Q: g(46, (w) => `${box(w)}M${w - 8},${CAP - 8}L${w + 4},${CAP + 4}`),
  R: g(46, (w) => `M0,${CAP}V0H${w - r}A${r},${r} 0 0 1 ${w},${r}V${54 - r}A${r},${r} 0 0 1 ${w - r},54H0M${w - 16},54${diag(w - 16, 54, w, CAP).replace(/^M[^L]*/, '')}`),
  S: g(44, (w) => `M${w},0H${r}A${r},${r} 0 0 0 0,${r}V${50 - r}A${r},${r} 0 0 0 ${r},50H${w - r}A${r},${r} 0 0 1 ${w},${50 + r}V${CAP - r}A${r},${r} 0 0 1 ${w - r},${CAP}H0`),
  T: g(46, (w) => `M0,0H${w}M${w / 2},0V${CAP}`),
  U: g(46, (w) => `M0,0V${CAP - r}A${r},${r} 0 0 0 ${r},${CAP}H${w - r}A${r},${r} 0 0 0 ${w},${CAP - r}V0`),
  V: g(52, (w) => `M${-0.06 * w},-12L${w / 2},${CAP}L${1.06 * w},-12`),
  W: g(64, (w) => `M0,0V${CAP}L${w / 2},40L${w},${CAP}V0`),
  X: g(50, (w) => `${diag(0, 0, w, CAP)}${diag(w, 0, 0, CAP)}`),
  Y: g(50, (w) => `M${-0.12 * w},-12L${w / 2},50L${1.12 * w},-12M${w / 2},50V${CAP}`),
  Z: g(44, (w) => `M0,0H${w}L0,${CAP}H${w}`),
  '0': g(46, box),
  '1': g(18, (w) => `M0,16L${w},0V${CAP}`),
  '2': g(44, (w) => `M0,0H${w - r}A${r},${r} 0 0 1 ${w},${r}V${50 - r}A${r},${r} 0 0 1 ${w - r},50H${r}A${r},${r} 0 0 0 0,${50 + r}V${CAP}H${w}`),
  '3': g(44, (w) => `M0,0H${w - r}A${r},${r} 0 0 1 ${w},${r}V${CAP - r}A${r},${r} 0 0 1 ${w - r},${CAP}H0M10,50H${w}`),
  '4': g(44, (w) => `M0,0V60H${w}M${w},0V${CAP}`),
  '5': g(44, (w) => `M${w},0H0V50H${w - r}A${r},${r} 0 0 1 ${w},${50 + r}V${CAP - r}A${r},${r} 0 0 1 ${w - r},${CAP}H0`),
  '6': g(44, (w) => `M${w},0H${r}A${r},${r} 0 0 0 0,${r}V${CAP - r}A${r},${r} 0 0 0 ${r},${CAP}H${w - r}A${r},${r} 0 0 0 ${w},${CAP - r}V${50 + r}A${r},${r} 0 0 0 ${w - r},50H0`),
  '7': g(44, (w) => `M0,0H${w}V${CAP}`),
  '8': g(46, (w) => `${box(w)}M0,50H${w}`),
  '9': g(44, (w) => `M0,${CAP}H${w - r}A${r},${r} 0 0 0 ${w},${CAP - r}V${r}A${r},${r} 0 0 0 ${w - r},0H${r}A${r},${r} 0 0 0 0,${r}V${50 - r}A${r},${r} 0 0 0 ${r},50H${w}`),
  '-': g(22, (w) => `M0,52H${w}`),
  '.': g(0, () => `M0,${CAP - 4}V${CAP}`),
  ',': g(0, () => `M0,${CAP - 4}V${CAP + 10}`),
  '!': g(0, () => `M0,0V${CAP - 34}M0,${CAP - 4}V${CAP}`),
  "'": g(0, () => 'M0,0V22'),
  '/': g(40, (w) => diag(w, 0, 0, CAP)),
  '+': g(44, (w) => `M0,52H${w}M${w / 2},${52 - w / 2}V${52 + w / 2}`),
  '&': g(44, (w) => `M0,52H${w}M${w / 2},${52 - w / 2}V${52 + w / 2}`),
};
const SPACE = 40;

interface Line {
  /** Left edge of each glyph's centre-line box, in font units from the start of the ink. */
  glyphs: Array<{ x: number; w: number; d: string }>;
  width: number;
  height: number;
}

/** Lays `text` out on one line; accents are dropped, letters without a glyph skipped. */
export function layout(text: string): Line {
  const chars = [...text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase()];
  let x = STROKE / 2;
  const glyphs: Line['glyphs'] = [];
  for (const c of chars) {
    const glyph = GLYPHS[c];
    if (c === ' ' && glyphs.length) x += SPACE;
    if (!glyph) continue;
    glyphs.push({ x, w: glyph.w, d: glyph.d });
    x += glyph.w + STROKE + TRACKING;
  }
  return { glyphs, width: glyphs.length ? x - TRACKING - STROKE / 2 : 0, height: CAP + STROKE };
}
