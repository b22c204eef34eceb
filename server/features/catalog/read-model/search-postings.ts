import type { SearchTerm } from '../search-query.js';
import { firstAtOrAfter } from '../search-words/sorted-words.js';
import { grow } from './typed-arrays.js';

interface Postings { slots: Int32Array; tiers: Uint8Array; length: number }

/**
 * One search word's matches: scores[slot] is its best tier + 1 (0: no match); histogram counts
 * tiers. What is derived from them is kept with them: the matches split by category, and the
 * first pages of the word searched alone (`firstPages`, see CatalogIndex).
 */
export interface TermMatches {
  scores: Uint8Array; slots: Int32Array; count: number; histogram: Int32Array;
  /**
   * `slots` are grouped by score, lowest first: those scored s are slots[scoreEnds[s - 1]] up to
   * slots[scoreEnds[s]], so a pass over one group knows their score without reading it.
   */
  scoreEnds: Int32Array;
  byCategory?: Map<number, Int32Array>; firstPages?: number[];
}

/** Words a search uses at most (searchWords keeps 8), each scoring 0-3: relevance runs 0..24. */
export const MAX_TERMS = 8;
export const RELEVANCE_LEVELS = MAX_TERMS * 3 + 1;
/** A word's score of a slot: 0 (no match), or its best tier + 1. */
export const SCORES = 5;
/**
 * Memory for remembered search words' matches, about 300 KB as counted for a common word at
 * 100,000 products: two hundred common words, the demo catalogue's whole vocabulary of 173
 * (docs/decisions/010 and 011; 32 MB held a hundred, and the search mix churned through them).
 */
const TERM_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Buffers of forgotten words' matches kept for the next miss. Allocating fresh ones made V8 run a
 * full collection every 100-300 ms under the search mix (external memory churn), 10-16 ms each:
 * those pauses, not the searches, were the slowest 1 % (issue 28, decision 010).
 */
const SPARE_BYTES = 8 * 1024 * 1024;

export const NO_MATCHES: TermMatches = {
  scores: new Uint8Array(0), slots: new Int32Array(0), count: 0, histogram: new Int32Array(RELEVANCE_LEVELS), scoreEnds: new Int32Array(SCORES),
};

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
  private readonly spare = new Map<number, ArrayBuffer[]>();
  private spareBytes = 0;
  /** The matches the running query holds (`matchesAll`): not to be evicted under it. */
  private readonly inUse = new Set<TermMatches>();

  constructor(private readonly cacheBytes = TERM_CACHE_BYTES) {}

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
    for (const entry of this.termCache.values()) this.giveBack(entry);
    this.termCache.clear();
    this.termCacheBytes = 0;
  }

  /**
   * Each search word's matches (see `matches`). A word looked up earlier in the same query is
   * never forgotten by a later one, even when together they hold more than the cache's room:
   * its buffers would be handed to the next word while this query still reads them.
   */
  matchesAll(terms: SearchTerm[], alive: Uint8Array, capacity: number): TermMatches[] {
    try {
      return terms.map((term) => {
        const matches = this.matches(term, alive, capacity);
        this.inUse.add(matches);
        return matches;
      });
    } finally {
      this.inUse.clear();
    }
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
      // Counted first, then filled: typed arrays of the right length, with no list to grow and copy.
      const counts = new Map<number, number>();
      for (let i = 0; i < word.count; i++) {
        const category = categoryIds[word.slots[i]!]!;
        counts.set(category, (counts.get(category) ?? 0) + 1);
      }
      const lists = new Map([...counts].map(([category, count]) => [category, { slots: new Int32Array(count), length: 0 }]));
      for (let i = 0; i < word.count; i++) {
        const slot = word.slots[i]!;
        const list = lists.get(categoryIds[slot]!)!;
        list.slots[list.length++] = slot;
      }
      word.byCategory = new Map([...lists].map(([category, list]) => [category, list.slots]));
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
    const bytesOf = (entry: TermMatches, entryKey: string) => entry.scores.byteLength + 2 * entry.slots.buffer.byteLength + 2 * entryKey.length + 100;
    this.termCacheBytes += bytesOf(matches, key);
    for (const [oldest, evicted] of this.termCache) {
      if (this.termCacheBytes <= this.cacheBytes) break;
      if (oldest === key || this.inUse.has(evicted)) continue;
      this.termCache.delete(oldest);
      this.termCacheBytes -= bytesOf(evicted, oldest);
      this.giveBack(evicted);
    }
    return matches;
  }

  /** A buffer of exactly `bytes`, zeroed: a spare one when there is one. */
  private take(bytes: number): ArrayBuffer {
    const buffer = this.spare.get(bytes)?.pop();
    if (!buffer) return new ArrayBuffer(bytes);
    this.spareBytes -= bytes;
    new Uint8Array(buffer).fill(0);
    return buffer;
  }

  /** A forgotten word's buffers, for the next miss; queries run one at a time, so nothing reads them any more. */
  private giveBack(entry: TermMatches): void {
    this.keepSpare(entry.scores.buffer);
    this.keepSpare(entry.slots.buffer);
  }

  private keepSpare(buffer: ArrayBufferLike): void {
    if (buffer.byteLength === 0 || !(buffer instanceof ArrayBuffer) || this.spareBytes + buffer.byteLength > SPARE_BYTES) return;
    const list = this.spare.get(buffer.byteLength);
    if (list) list.push(buffer);
    else this.spare.set(buffer.byteLength, [buffer]);
    this.spareBytes += buffer.byteLength;
  }

  /**
   * The live slots the alternatives' postings hold, each with its best tier + 1. Written into
   * typed arrays sized by the postings (from spare buffers when there are some), so a miss is one
   * pass over the matching postings: 0.25 ms on average for the demo vocabulary (issue 28).
   */
  private matchesOf(alternatives: SearchTerm, alive: Uint8Array, capacity: number): TermMatches {
    const lists: Postings[] = [];
    let postingsLength = 0;
    for (const alternative of alternatives) {
      for (const postings of this.postingsOf(alternative.lexeme, alternative.prefix)) {
        lists.push(postings);
        postingsLength += postings.length;
      }
    }
    if (postingsLength === 0) return NO_MATCHES;
    const scores = new Uint8Array(this.take(capacity));
    // Sized by powers of two, so a spare buffer fits many other words.
    const found = new Int32Array(this.take(4 * 2 ** Math.ceil(Math.log2(postingsLength))), 0, postingsLength);
    let count = 0;
    for (const { slots, tiers, length } of lists) {
      for (let i = 0; i < length; i++) {
        const slot = slots[i]!;
        if (alive[slot] === 0) continue;
        const tier = tiers[i]! + 1;
        const current = scores[slot]!;
        if (current === 0) found[count++] = slot;
        if (tier > current) scores[slot] = tier;
      }
    }
    if (count === 0) return NO_MATCHES;
    const histogram = new Int32Array(RELEVANCE_LEVELS);
    for (let i = 0; i < count; i++) histogram[scores[found[i]!]! - 1]!++;
    const scoreEnds = new Int32Array(SCORES);
    for (let score = 1; score < SCORES; score++) scoreEnds[score] = scoreEnds[score - 1]! + histogram[score - 1]!;
    // Placed group by group, each in the postings' order (a counting sort).
    const grouped = new Int32Array(this.take(found.buffer.byteLength), 0, count);
    const next = scoreEnds.slice();
    for (let i = 0; i < count; i++) grouped[next[scores[found[i]!]! - 1]!++] = found[i]!;
    this.keepSpare(found.buffer);
    return { scores, slots: grouped, count, histogram, scoreEnds };
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
    for (let i = firstAtOrAfter(this.lexemes, lexeme); i < this.lexemes.length && this.lexemes[i]!.startsWith(lexeme); i++) yield this.postings.get(this.lexemes[i]!)!;
  }
}
