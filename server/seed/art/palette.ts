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

export const INK_LIGHT = '#f4f1ea';
const INK_DARK = '#141414';

export interface Palette {
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

export function palette(garmentColor: string, accentColor: string): Palette {
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

/** Stroke attributes that outline an accent shape where it would vanish into the garment. */
export const edge = (p: Palette, width = 5) => (p.accentEdge ? `stroke="${p.accentEdge}" stroke-width="${width}" stroke-linejoin="round"` : '');
