/** Joins class names, skipping falsy ones. Small on purpose: we do not need conflict merging. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
