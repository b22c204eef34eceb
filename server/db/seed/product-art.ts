import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Lettering: a heavy, condensed, rounded-square display face drawn as SVG strokes.
//
// Why not <text font-family="Impact, Anton, ...">: librsvg only sees the fonts installed on the
// machine, and a slim container image has none at all, so the same seed would print DejaVu here,
// nothing there. Strokes render the same everywhere and cost no font package.
// Glyphs are centre lines in a box 0..w x 0..100 (cap height); the pen is STROKE wide with
// square caps, so ink reaches STROKE/2 beyond the box on every side.
// ---------------------------------------------------------------------------------------------
const STROKE = 24;
const CAP = 100;
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
function layout(text: string): Line {
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

interface Ink {
  fill: string;
  /** A wider stroke behind the letters in this colour: the garment showing through the print. */
  knockout?: string;
  /** Hollow letters: a rim of `fill` this many pixels wide around `knockout`-coloured insides. */
  outline?: number;
  shadow?: { color: string; dx: number; dy: number };
}

const PEN = 'fill="none" stroke-linecap="square" stroke-linejoin="miter" stroke-miterlimit="8"';
let clipCount = 0;

/**
 * The ink layers of some glyph paths drawn at `scale`. Coordinates are font units with the
 * cap line at y=0; diagonals overshoot it where they meet, so a clip trims them flat.
 */
function inked(paths: string, ink: Ink, scale: number): string {
  // The gap around letters grows with them, so small lettering does not clog into a block.
  const knock = ink.knockout ? STROKE * 0.4 : 0;
  const clip = `c${clipCount++}`;
  const extra = ink.shadow ? Math.max(ink.shadow.dx, ink.shadow.dy) / scale : 0;
  const layer = (color: string, width: number, dx = 0, dy = 0) =>
    `<g stroke="${color}" stroke-width="${width}" transform="translate(${dx / scale} ${dy / scale})">${paths}</g>`;
  return `<clipPath id="${clip}"><rect x="-2000" y="${-STROKE / 2 - knock}" width="8000" height="${CAP + STROKE + 2 * knock + extra}"/></clipPath>
    <g clip-path="url(#${clip})" ${PEN}>${[
      ink.knockout ? layer(ink.knockout, STROKE + 2 * knock) : '',
      ink.shadow ? layer(ink.shadow.color, STROKE, ink.shadow.dx, ink.shadow.dy) : '',
      layer(ink.fill, STROKE),
      ink.outline ? layer(ink.knockout ?? '#000', Math.max(STROKE * 0.45, STROKE - (2 * ink.outline) / scale)) : '',
    ].join('')}</g>`;
}

interface Area { cx: number; cy: number; w: number; h: number }

/**
 * Lettering as large as fits in `at`, centred on it (exported for other seed art: it renders the
 * same on every machine, unlike <text> with system fonts). Two or more words go on two lines when
 * that lets them be clearly bigger ("MIDNIGHT MILEAGE" on a chest print).
 */
export function lettering(text: string, at: Area, ink: Ink): string {
  const single = layout(text);
  if (single.width === 0) return '';
  let lines = [single];
  let scale = Math.min(at.w / single.width, at.h / single.height);
  const words = text.trim().split(/\s+/);
  for (let split = 1; split < words.length; split++) {
    const pair = [layout(words.slice(0, split).join(' ')), layout(words.slice(split).join(' '))];
    const pairScale = Math.min(at.w / Math.max(pair[0]!.width, pair[1]!.width), at.h / (single.height * (2 + LINE_GAP)));
    if (pairScale > scale * 1.15) [lines, scale] = [pair, pairScale];
  }
  const step = single.height * (1 + LINE_GAP) * scale;
  return lines.map((line, index) => {
    const cy = at.cy + (index - (lines.length - 1) / 2) * step;
    const left = at.cx - (line.width * scale) / 2;
    const top = cy - (line.height * scale) / 2;
    const paths = line.glyphs.map((glyph) => `<path transform="translate(${glyph.x} 0)" d="${glyph.d}"/>`).join('');
    return `<g transform="translate(${left} ${top}) scale(${scale}) translate(0 ${STROKE / 2})">${inked(paths, ink, scale)}</g>`;
  }).join('');
}
const LINE_GAP = 0.22;

/** Lettering bent along the top of a circle, varsity style. */
function arched(text: string, at: { cx: number; cy: number; radius: number; height: number; maxWidth: number }, ink: Ink): string {
  const line = layout(text);
  if (line.width === 0) return '';
  const scale = Math.min(at.height / line.height, at.maxWidth / line.width);
  const span = (line.width * scale) / at.radius;
  return line.glyphs.map((glyph) => {
    const angle = -span / 2 + ((glyph.x + glyph.w / 2) * scale) / at.radius;
    const x = at.cx + at.radius * Math.sin(angle);
    const y = at.cy - at.radius * Math.cos(angle);
    const place = `translate(${x} ${y}) rotate(${(angle * 180) / Math.PI}) scale(${scale}) translate(${-glyph.w / 2} ${-CAP - STROKE / 2})`;
    return `<g transform="${place}">${inked(`<path d="${glyph.d}"/>`, ink, scale)}</g>`;
  }).join('');
}

// ---------------------------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------------------------
type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Expected a hex colour like #1b1b1b, got ${JSON.stringify(hex)}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

function luminance(hex: string): number {
  const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const [red, green, blue] = parseHex(hex).map(channel) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const INK_LIGHT = '#f4f1ea';
const INK_DARK = '#141414';

interface Palette {
  garment: string;
  /** Off-white or near-black, whichever reads on the garment. */
  ink: string;
  accent: string;
  /** Drawn around accent shapes that would vanish into the garment (lime on white). */
  accentEdge: string | undefined;
  /** Lettering on an accent shape. */
  onAccent: string;
  /** Shading tones: folds, seams, insides. */
  shade: string;
  deep: string;
  light: string;
}

function palette(garmentColor: string, accentColor: string): Palette {
  const garment = toHex(parseHex(garmentColor));
  const accent = toHex(parseHex(accentColor));
  const ink = luminance(garment) < 0.3 ? INK_LIGHT : INK_DARK;
  return {
    garment,
    ink,
    accent,
    accentEdge: contrast(accent, garment) < 1.6 ? ink : undefined,
    onAccent: contrast(INK_DARK, accent) >= contrast(INK_LIGHT, accent) ? INK_DARK : INK_LIGHT,
    shade: mix(garment, '#000000', 0.22),
    deep: mix(garment, '#000000', 0.5),
    light: mix(garment, '#ffffff', 0.18),
  };
}

// ---------------------------------------------------------------------------------------------
// Prints: a motif in the accent colour with the graphic word, composed inside an area.
// ---------------------------------------------------------------------------------------------
type Print = (at: Area, word: string, p: Palette) => string;

const edge = (p: Palette, width = 5) => (p.accentEdge ? `stroke="${p.accentEdge}" stroke-width="${width}" stroke-linejoin="round"` : '');
const word = (p: Palette): Ink => ({ fill: p.ink, knockout: p.garment });
const top = (at: Area) => at.cy - at.h / 2;

function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5, turn = 0): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 ? inner : outer;
    const angle = (Math.PI * i) / points + turn - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const PRINTS: Print[] = [
  // 0 stripes: three racing bars slanted over the word
  (at, text, p) => {
    const bar = at.h * 0.075;
    const bars = [0, 1, 2].map((i) => {
      const y = top(at) + i * bar * 1.7;
      const slant = bar * 0.8;
      return `<polygon points="${at.cx - at.w / 2 + slant},${y} ${at.cx + at.w / 2},${y} ${at.cx + at.w / 2 - slant},${y + bar} ${at.cx - at.w / 2},${y + bar}" fill="${p.accent}" ${edge(p, 4)}/>`;
    });
    return bars.join('') + lettering(text, { cx: at.cx, cy: at.cy + at.h * 0.18, w: at.w, h: at.h * 0.5 }, word(p));
  },
  // 1 circle: a sun disc with a ring, the word across it
  (at, text, p) => {
    const radius = Math.min(at.w, at.h) * 0.42;
    return `<circle cx="${at.cx}" cy="${at.cy}" r="${radius}" fill="${p.accent}" ${edge(p)}/>
      <circle cx="${at.cx}" cy="${at.cy}" r="${radius + Math.min(at.w, at.h) * 0.05}" fill="none" stroke="${p.accent}" stroke-width="${Math.min(at.w, at.h) * 0.02}"/>`
      + lettering(text, { cx: at.cx, cy: at.cy, w: at.w * 1.04, h: at.h * 0.3 }, word(p));
  },
  // 2 bolt: a lightning bolt striking the word
  (at, text, p) => {
    const bw = at.h * 0.42;
    const bh = at.h * 0.72;
    const x0 = at.cx - bw / 2;
    const y0 = top(at);
    const pts = [[0.62, 0], [0.12, 0.56], [0.44, 0.56], [0.3, 1], [0.9, 0.4], [0.56, 0.4], [0.78, 0]]
      .map(([x, y]) => `${x0 + x! * bw},${y0 + y! * bh}`).join(' ');
    return `<polygon points="${pts}" fill="${p.accent}" ${edge(p)}/>`
      + lettering(text, { cx: at.cx, cy: at.cy + at.h * 0.28, w: at.w, h: at.h * 0.34 }, word(p));
  },
  // 3 grid: a square of graph lines behind the word
  (at, text, p) => {
    const side = Math.min(at.w, at.h) * 0.86;
    const x0 = at.cx - side / 2;
    const y0 = at.cy - side / 2;
    const lines = Array.from({ length: 6 }, (_, i) => {
      const o = (side * i) / 5;
      return `M${x0 + o},${y0}V${y0 + side}M${x0},${y0 + o}H${x0 + side}`;
    }).join('');
    return `<path d="${lines}" stroke="${p.accentEdge ?? p.accent}" stroke-width="${side * 0.018}" fill="none"/>
      <rect x="${x0}" y="${y0}" width="${side}" height="${side}" fill="none" stroke="${p.accentEdge ?? p.accent}" stroke-width="${side * 0.04}"/>`
      + lettering(text, { cx: at.cx, cy: at.cy, w: at.w, h: at.h * 0.34 }, { fill: p.ink, knockout: p.garment, shadow: { color: p.accent, dx: 6, dy: 6 } });
  },
  // 4 wave: the word riding three waves
  (at, text, p) => {
    const amp = at.h * 0.05;
    const waves = [0, 1, 2].map((i) => {
      const y = at.cy + at.h * 0.12 + i * at.h * 0.13;
      const x0 = at.cx - at.w / 2;
      const step = at.w / 4;
      let d = `M${x0},${y}`;
      for (let k = 0; k < 4; k++) d += `Q${x0 + step * (k + 0.5)},${y + (k % 2 ? amp * 2 : -amp * 2)} ${x0 + step * (k + 1)},${y}`;
      return `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="${at.h * 0.055}" stroke-linecap="round"/>`;
    });
    return lettering(text, { cx: at.cx, cy: at.cy - at.h * 0.2, w: at.w, h: at.h * 0.38 }, word(p)) + waves.join('');
  },
  // 5 star: a tilted star behind the word
  (at, text, p) => {
    const radius = Math.min(at.w, at.h) * 0.5;
    return `<polygon points="${starPoints(at.cx, at.cy, radius, radius * 0.46, 5, -0.15)}" fill="${p.accent}" ${edge(p)}/>`
      + lettering(text, { cx: at.cx, cy: at.cy + at.h * 0.04, w: at.w, h: at.h * 0.3 }, word(p));
  },
  // 6 checker: racing-flag bands above and below the word
  (at, text, p) => {
    const size = Math.min(at.w / 10, at.h / 9);
    const cols = Math.floor(at.w / size);
    const band = (y: number) => Array.from({ length: cols * 2 }, (_, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      return (col + row) % 2 ? '' : `<rect x="${at.cx - (cols * size) / 2 + col * size}" y="${y + row * size}" width="${size}" height="${size}"/>`;
    }).join('');
    return `<g fill="${p.accent}" ${edge(p, 3)}>${band(top(at))}${band(top(at) + at.h - 2 * size)}</g>`
      + lettering(text, { cx: at.cx, cy: at.cy, w: at.w, h: Math.min(at.h - 4.6 * size, at.h * 0.44) }, word(p));
  },
  // 7 arch: varsity lettering over a big outlined number
  (at, text, p) => {
    const number = String(10 + ((text.length * 37 + text.charCodeAt(0)) % 90));
    return arched(text, { cx: at.cx, cy: top(at) + at.w * 0.95, radius: at.w * 0.8, height: at.h * 0.28, maxWidth: at.w * 1.05 },
      { fill: p.accent, knockout: p.garment, shadow: { color: p.ink, dx: 6, dy: 6 } })
      + lettering(number, { cx: at.cx, cy: at.cy + at.h * 0.22, w: at.w * 0.6, h: at.h * 0.5 }, { fill: p.ink, knockout: p.garment, outline: Math.max(6, at.h * 0.02) });
  },
  // 8 box logo: the word reversed out of a solid block
  (at, text, p) => {
    const h = at.h * 0.34;
    return `<rect x="${at.cx - at.w / 2}" y="${at.cy - h / 2}" width="${at.w}" height="${h}" fill="${p.accent}" ${edge(p)}/>`
      + lettering(text, { cx: at.cx, cy: at.cy, w: at.w * 0.84, h: h * 0.62 }, { fill: p.onAccent });
  },
  // 9 echo: the word stacked three times, solid between two outlines
  (at, text, p) => {
    const h = at.h / 3.3;
    const hollow: Ink = { fill: p.accentEdge ?? p.accent, knockout: p.garment, outline: Math.max(4, h * 0.05) };
    return lettering(text, { cx: at.cx, cy: at.cy - h * 1.12, w: at.w, h }, hollow)
      + lettering(text, { cx: at.cx, cy: at.cy + h * 1.12, w: at.w, h }, hollow)
      + lettering(text, { cx: at.cx, cy: at.cy, w: at.w, h }, word(p));
  },
];

// ---------------------------------------------------------------------------------------------
// Garments, drawn on a 1200 x 1200 canvas. Each gives its silhouette (for the shadow and the
// shading), what goes under the print, what goes over it, and where the print sits.
// ---------------------------------------------------------------------------------------------
interface Garment {
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

type View = 'front' | 'back';

/**
 * The same outline, wound clockwise on screen. librsvg merges a clipPath's children into one
 * nonzero path, so where two shapes wound in opposite directions overlap (a hood over a body),
 * the clip would drop out; winding every silhouette one way makes the clip a plain union.
 */
function clockwise(d: string): string {
  const tokens = d.match(/[MLCZ]|-?\d*\.?\d+/g) ?? [];
  const start: number[] = [];
  const segments: Array<{ to: number[]; controls?: number[] }> = [];
  let command = '';
  for (let i = 0; i < tokens.length; ) {
    if (/[MLCZ]/.test(tokens[i]!)) command = tokens[i++]!;
    if (command === 'Z') continue;
    const take = (n: number) => tokens.slice(i, (i += n)).map(Number);
    if (command === 'M' && start.length === 0) start.push(...take(2));
    else if (command === 'C') {
      const [c1x, c1y, c2x, c2y, x, y] = take(6) as [number, number, number, number, number, number];
      segments.push({ to: [x, y], controls: [c1x, c1y, c2x, c2y] });
    } else segments.push({ to: take(2) });
  }
  const points = [start, ...segments.flatMap((s) => (s.controls ? [s.controls.slice(0, 2), s.controls.slice(2), s.to] : [s.to]))];
  const area = points.reduce((sum, [x, y], k) => {
    const [nx, ny] = points[(k + 1) % points.length]!;
    return sum + x! * ny! - nx! * y!;
  }, 0);
  if (area >= 0) return d;
  const ends = [start, ...segments.map((s) => s.to)];
  const back = segments.map((s, k) => {
    const [x, y] = ends[k]!;
    return s.controls ? `C${s.controls[2]},${s.controls[3]} ${s.controls[0]},${s.controls[1]} ${x},${y}` : `L${x},${y}`;
  }).reverse();
  return `M${start.join(',')} L${ends.at(-1)!.join(',')} ${back.join(' ')} Z`;
}
const mirror = (x: number) => 1200 - x;
// Soft creases without a blur filter (a blur costs ~150 ms a picture in librsvg): stacked strokes.
const fold = (d: string, p: Palette, width = 22) =>
  [1.8, 1.45, 1.1, 0.75, 0.4].map((k) => `<path d="${d}" stroke="${p.deep}" stroke-opacity="0.045" stroke-width="${width * k}" fill="none" stroke-linecap="round"/>`).join('')
  + [1.2, 0.8, 0.4].map((k) => `<path d="${d}" transform="translate(${width} -4)" stroke="${p.light}" stroke-opacity="0.045" stroke-width="${width * k}" fill="none" stroke-linecap="round"/>`).join('');
const stitch = (d: string, p: Palette, opacity = 0.45) =>
  `<path d="${d}" stroke="${p.deep}" stroke-opacity="${opacity}" stroke-width="3" stroke-dasharray="9 7" fill="none"/>`;
const seam = (d: string, p: Palette) => `<path d="${d}" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="3.5" fill="none"/>`;

function tshirt(view: View, p: Palette, word: string): Garment {
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

function hoodie(view: View, p: Palette): Garment {
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

function cap(view: View, p: Palette): Garment {
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

function beanie(view: View, p: Palette, word: string, pattern: number): Garment {
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

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------
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
}

export const PRINT_STYLES = PRINTS.length;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h;
}

/** The SVG behind renderProductArt, for debugging and for callers that rasterise themselves. */
export function productArtSvg(options: ProductArtOptions): string {
  clipCount = 0;
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
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
 * on a neutral light-grey square. Returns a 1200 x 1200 PNG.
 */
export async function renderProductArt(options: ProductArtOptions): Promise<Buffer> {
  // Low zlib effort: this PNG is only an intermediate for storeImage, which re-encodes it as WebP.
  return sharp(Buffer.from(productArtSvg(options))).png({ compressionLevel: 2 }).toBuffer();
}
