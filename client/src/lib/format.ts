const counter = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return counter.format(value);
}

/** "1 design" / "24 designs". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
