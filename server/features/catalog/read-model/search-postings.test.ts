import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../seed/random.js';
import { SearchPostings } from './search-postings.js';

const SLOTS = 5_000;
const WORDS = 40;

describe('SearchPostings', () => {
  it('keeps every remembered word right while forgotten words hand their buffers to new ones', () => {
    const random = seededRandom(28);
    // Room for a few words only: nearly every lookup evicts one and reuses its buffers.
    const postings = new SearchPostings(64 * 1024);
    const expected = Array.from({ length: WORDS }, () => new Map<number, number>());
    const alive = new Uint8Array(SLOTS).fill(1);
    for (let slot = 0; slot < SLOTS; slot++) {
      for (let word = 0; word < WORDS; word++) {
        if (!random.chance(word % 2 ? 0.5 : 0.05)) continue;
        const tier = random.int(0, 3);
        postings.add(`w${word}`, slot, tier);
        expected[word]!.set(slot, Math.max(expected[word]!.get(slot) ?? 0, tier + 1));
      }
    }
    for (let slot = 0; slot < SLOTS; slot += 7) alive[slot] = 0;
    for (let lookup = 0; lookup < 400; lookup++) {
      const word = random.int(0, WORDS - 1);
      const matches = postings.matches([{ lexeme: `w${word}`, prefix: false }], alive, SLOTS);
      const live = [...expected[word]!].filter(([slot]) => alive[slot] === 1);
      expect(matches.count).toBe(live.length);
      expect([...matches.slots].sort((a, b) => a - b)).toEqual(live.map(([slot]) => slot).sort((a, b) => a - b));
      expect(live.map(([slot]) => matches.scores[slot])).toEqual(live.map(([, score]) => score));
      // A slot the word does not hold scores 0, also in a buffer another word used before.
      const holds = new Set(live.map(([slot]) => slot));
      const strays = Array.from({ length: SLOTS }, (_, slot) => slot).filter((slot) => !holds.has(slot) && matches.scores[slot] !== 0);
      expect(strays).toEqual([]);
      const histogramTotal = matches.histogram.reduce((sum, count) => sum + count, 0);
      expect(histogramTotal).toBe(live.length);
      // Grouped by score, lowest first, as scoreEnds says.
      expect(matches.scoreEnds.at(-1)).toBe(matches.count);
      const groupOf = (at: number) => matches.scoreEnds.findIndex((end) => at < end);
      expect(Array.from(matches.slots, (slot, at) => matches.scores[slot]! - groupOf(at))).toEqual(Array.from(matches.slots, () => 0));
    }
  });

  it("never hands a word's buffers to another word of the same query", () => {
    // Each word's matches alone take more than the room: each would evict the one before.
    const postings = new SearchPostings(16 * 1024);
    const alive = new Uint8Array(SLOTS).fill(1);
    const tierOf = (word: number, slot: number) => (slot + word) % 3;
    for (let slot = 0; slot < SLOTS; slot++) for (const word of [0, 1, 2]) postings.add(`w${word}`, slot, tierOf(word, slot));
    const words = postings.matchesAll([0, 1, 2].map((word) => [{ lexeme: `w${word}`, prefix: false }]), alive, SLOTS);
    for (const [word, matches] of words.entries()) {
      expect(matches.count).toBe(SLOTS);
      const scores = Array.from({ length: SLOTS }, (_, slot) => matches.scores[slot]);
      expect(scores).toEqual(Array.from({ length: SLOTS }, (_, slot) => tierOf(word, slot) + 1));
    }
  });
});
