import { arched, lettering, type Area, type Ink } from './lettering.js';
import { edge, type Palette } from './palette.js';

type Print = (at: Area, word: string, p: Palette) => string;

const word = (p: Palette): Ink => ({ fill: p.ink, knockout: p.garment });
const top = (at: Area) => at.cy - at.h / 2;

function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5, turn = 0): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 ? inner : outer;
    const angle = (Math.PI * i) / points + turn - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** A motif in the accent colour with the graphic word, composed inside an area. */
export const PRINTS: Print[] = [
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
