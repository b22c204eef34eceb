import type { SearchTerm } from '../search-query.js';
import { grow } from './typed-arrays.js';

interface Postings { slots: Int32Array; tiers: Uint8Array; length: number }

/**
 * One search word's matches: scores[slot] is its best tier + 1 (0: no match); histogram counts
 * tiers. What is derived from them is kept with them: the matches split by category, and the
 * first pages of the word searched alone (`firstPages`, see CatalogIndex).
 */
export interface TermMatches {
  scores: Uint8Array; slots: Int32Array; count: number; histogram: Int32Array;
  byCategory?: Map<number, Int32Array>; firstPages?: number[];
}

/** Words a search uses at most (searchWords keeps 8), each scoring 0-3: relevance runs 0..24. */
export const MAX_TERMS = 8;
export const RELEVANCE_LEVELS = MAX_TERMS * 3 + 1;
/**
 * Memory for remembered search words' matches, about 300 KB as counted for a common word at
 * 100,000 products: a hundred common words (docs/decisions/011).
 */
const TERM_CACHE_BYTES = 32 * 1024 * 1024;

export const NO_MATCHES: TermMatches = { scores: new Uint8Array(0), slots: new Int32Array(0), count: 0, histogram: new Int32Array(RELEVANCE_LEVELS) };

/**
 * The inverted index of the search documents: for each lexeme, the slots whose document holds it
 * and its best field there (tier). Postings are only ever appended: a slot that is retired stays
 * in them and is skipped by the `alive` test. What each recent word matches is remembered until
 * the index changes (`forget`).
 */
export class SearchPostings {
  private readonly postings = new Map<string, Postings>();
  private lexemes: string[] = [];
  private lexemesSorted = true;
  private readonly termCache = new Map<string, TermMatches>();
  private termCacheBytes = 0;

  /** Records a lexeme of a slot's document; true when the index did not hold that word yet. */
  add(lexeme: string, slot: number, tier: number): boolean {
    let postings = this.postings.get(lexeme);
    const newWord = !postings;
    if (!postings) {
      postings = { slots: new Int32Array(4), tiers: new Uint8Array(4), length: 0 };
      this.postings.set(lexeme, postings);
      this.lexemes.push(lexeme);
      this.lexemesSorted = false;
    }
    if (postings.length === postings.slots.length) {
      postings.slots = grow(postings.slots, postings.length * 2);
      postings.tiers = grow(postings.tiers, postings.length * 2);
    }
    postings.slots[postings.length] = slot;
    postings.tiers[postings.length++] = tier;
    return newWord;
  }

  /** Gives back the room doubling left at the end of each word's postings (about 10 MB at 100,000 products). */
  trimToSize(): void {
    for (const postings of this.postings.values()) {
      postings.slots = postings.slots.slice(0, postings.length);
      postings.tiers = postings.tiers.slice(0, postings.length);
    }
  }

  forget(): void {
    this.termCache.clear();
    this.termCacheBytes = 0;
  }

  /**
   * The live slots a search word matches, with their best tier + 1. Each alternative (a stem as a
   * prefix, a typo's corrections) is computed once while the index is unchanged, and most words
   * have one alternative that matches anything, so thousands of different typos of "hoodie" share
   * the matches of "hoodi".
   */
  matches(term: SearchTerm, alive: Uint8Array, capacity: number): TermMatches {
    const matching = term
      .map((alternative) => this.remembered(`${alternative.prefix ? '*' : '='}${alternative.lexeme}`, () => this.matchesOf([alternative], alive, capacity)))
      .filter((matches) => matches.count > 0);
    if (matching.length <= 1) return matching[0] ?? NO_MATCHES;
    return this.remembered(JSON.stringify(term), () => this.matchesOf(term, alive, capacity));
  }

  /** A word's matches in one category, sorted out on first use and kept with the word. */
  inCategory(word: TermMatches, categoryId: number, categoryIds: Int32Array): Int32Array {
    if (!word.byCategory) {
      const lists = new Map<number, number[]>();
      for (let i = 0; i < word.count; i++) {
        const slot = word.slots[i]!;
        const category = categoryIds[slot]!;
        let list = lists.get(category);
        if (!list) lists.set(category, (list = []));
        list.push(slot);
      }
      word.byCategory = new Map([...lists].map(([category, list]) => [category, Int32Array.from(list)]));
    }
    return word.byCategory.get(categoryId) ?? NO_MATCHES.slots;
  }

  private remembered(key: string, compute: () => TermMatches): TermMatches {
    const cached = this.termCache.get(key);
    if (cached) {
      this.termCache.delete(key);
      this.termCache.set(key, cached);
      return cached;
    }
    const matches = compute();
    this.termCache.set(key, matches);
    // Words that match nothing take little room, but a flood of them must still be bounded.
    // Slots count twice: a word used with a category filter also keeps them split by category.
    const bytesOf = (entry: TermMatches, entryKey: string) => entry.scores.byteLength + 2 * entry.slots.byteLength + 2 * entryKey.length + 100;
    this.termCacheBytes += bytesOf(matches, key);
    for (const [oldest, evicted] of this.termCache) {
      if (this.termCacheBytes <= TERM_CACHE_BYTES) break;
      this.termCache.delete(oldest);
      this.termCacheBytes -= bytesOf(evicted, oldest);
    }
    return matches;
  }

  private matchesOf(alternatives: SearchTerm, alive: Uint8Array, capacity: number): TermMatches {
    const found: number[] = [];
    let scores: Uint8Array | null = null;
    for (const alternative of alternatives) {
      for (const postings of this.postingsOf(alternative.lexeme, alternative.prefix)) {
        scores ??= new Uint8Array(capacity);
        for (let i = 0; i < postings.length; i++) {
          const slot = postings.slots[i]!;
          if (!alive[slot]) continue;
          const tier = postings.tiers[i]! + 1;
          const current = scores[slot]!;
          if (current === 0) found.push(slot);
          if (tier > current) scores[slot] = tier;
        }
      }
    }
    if (!scores || found.length === 0) return NO_MATCHES;
    const histogram = new Int32Array(RELEVANCE_LEVELS);
    for (const slot of found) histogram[scores[slot]! - 1]!++;
    return { scores, slots: Int32Array.from(found), count: found.length, histogram };
  }

  /** The postings of a lexeme, or, for a prefix, of every lexeme starting with it. */
  private *postingsOf(lexeme: string, prefix: boolean): Generator<Postings> {
    if (!prefix) {
      const exact = this.postings.get(lexeme);
      if (exact) yield exact;
      return;
    }
    if (!this.lexemesSorted) {
      this.lexemes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      this.lexemesSorted = true;
    }
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[middle]! < lexeme) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.lexemes.length && this.lexemes[i]!.startsWith(lexeme); i++) yield this.postings.get(this.lexemes[i]!)!;
  }
}
