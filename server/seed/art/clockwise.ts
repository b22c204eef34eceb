/**
 * The same outline, wound clockwise on screen. librsvg merges a clipPath's children into one
 * nonzero path, so where two shapes wound in opposite directions overlap (a hood over a body),
 * the clip would drop out; winding every silhouette one way makes the clip a plain union.
 */
export function clockwise(d: string): string {
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
