import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { editDistance } from '../edit-distance.js';
import { firstAtOrAfter } from './sorted-words.js';
import { isTrigramSimilar, trigramsOf } from './trigram-similarity.js';

const LEXEME = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

/**
 * Whether a known word may stand in for a typed one: a lexeme one typo from the typed word or
 * from its stem. (SQL finds the candidates by trigram similarity first; in process, the
 * vocabulary checks that too.)
 */
export const isCorrection = (candidate: string, stem: string, word: string) =>
  LEXEME.test(candidate) && (editDistance(stem, candidate, 1) <= 1 || editDistance(word, candidate, 1) <= 1);

/**
 * The words of every product's search document (the search_words table), held in process so a
 * search's words are analysed without asking PostgreSQL: whether a stem starts a known word, and
 * which known words are one typo away.
 */
export class SearchVocabulary {
  private readonly sorted: string[];
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<string>, private readonly trigramThreshold: number) {
    this.sorted = [...words].sort();
    for (const word of this.sorted) {
      const sameLength = this.byLength.get(word.length);
      if (sameLength) sameLength.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  static async load(db: Db, trigramThreshold: number): Promise<SearchVocabulary> {
    const result = await db.execute(sql`SELECT word FROM search_words`);
    return new SearchVocabulary((result as unknown as { rows: { word: string }[] }).rows.map((row) => row.word), trigramThreshold);
  }

  hasWordStartingWith(prefix: string): boolean {
    return this.sorted[firstAtOrAfter(this.sorted, prefix)]?.startsWith(prefix) ?? false;
  }

  /** Known words one typo from `word` or its `stem` and as similar to the stem as `word % stem` asks. */
  corrections(stem: string, word: string): string[] {
    const stemTrigrams = trigramsOf(stem);
    const lengths = new Set([stem.length - 1, stem.length, stem.length + 1, word.length - 1, word.length, word.length + 1]);
    const found: string[] = [];
    for (const length of lengths) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (isCorrection(candidate, stem, word) && isTrigramSimilar(trigramsOf(candidate), stemTrigrams, this.trigramThreshold)) {
          found.push(candidate);
        }
      }
    }
    return found.sort();
  }
}
