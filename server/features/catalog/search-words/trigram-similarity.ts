/**
 * pg_trgm's similarity, for words: each run of letters and digits is padded with two spaces in
 * front and one behind and cut into every three characters; the score is the shared trigrams
 * over all distinct ones, in single precision as PostgreSQL computes it. It lets typo
 * corrections be found in process with the same answer as `word % stem` in SQL.
 */
const WORD_RUNS = /[\p{L}\p{N}]+/gu;

export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const run of text.toLowerCase().match(WORD_RUNS) ?? []) {
    const padded = [' ', ' ', ...run, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded[i]! + padded[i + 1]! + padded[i + 2]!);
  }
  return trigrams;
}

export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  return Math.fround(shared / (a.size + b.size - shared));
}

/** Whether `%` holds at `threshold` (pg_trgm compares single-precision floats). */
export const isTrigramSimilar = (a: Set<string>, b: Set<string>, threshold: number) =>
  trigramSimilarity(a, b) >= Math.fround(threshold);
