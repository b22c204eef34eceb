import { CAP, STROKE, layout } from './glyphs.js';

export interface Ink {
  fill: string;
  /** A wider stroke behind the letters in this colour: the garment showing through the print. */
  knockout?: string;
  /** Hollow letters: a rim of `fill` this many pixels wide around `knockout`-coloured insides. */
  outline?: number;
  shadow?: { color: string; dx: number; dy: number };
}

const PEN = 'fill="none" stroke-linecap="square" stroke-linejoin="miter" stroke-miterlimit="8"';
const LINE_GAP = 0.22;
let clipCount = 0;

/** Each SVG document numbers its clip paths from c0 again, so the same picture is the same text. */
export function resetClipIds(): void {
  clipCount = 0;
}

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

export interface Area { cx: number; cy: number; w: number; h: number }

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

/** Lettering bent along the top of a circle, varsity style. */
export function arched(text: string, at: { cx: number; cy: number; radius: number; height: number; maxWidth: number }, ink: Ink): string {
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
