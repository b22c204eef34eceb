import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { editDistance } from './edit-distance.js';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/**
 * DECISIONS.md forgives one typo in words "of 7 or more letters", yet its own examples
 * ("hoddie", "hodoie", "hoodei") have 6; we honour the examples.
 */
export const MIN_FUZZY_WORD_LENGTH = 6;
const LEXEME = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

interface WordAnalysis {
  word: string;
  stem: string;
  candidates: string[] | null;
}

export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

const quote = (lexeme: string) => `'${lexeme}'`;

/**
 * Turns what a shopper typed into a tsquery (for to_tsquery('simple', ...)) over the products'
 * English search documents: every word must match, as a prefix of its stem, or, for a longer
 * word that matches nothing, as any known word one typo away (found through the trigram index
 * on search_words). Returns null when nothing searchable was typed.
 */
export async function buildSearchQuery(db: Db, text: string): Promise<string | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const result = await db.execute(sql`
    SELECT w.word,
           coalesce((ts_lexize('english_stem', w.word))[1], '') AS stem,
           CASE WHEN char_length(w.word) >= ${MIN_FUZZY_WORD_LENGTH} AND NOT EXISTS (
                  SELECT 1 FROM search_words s
                  WHERE starts_with(s.word, coalesce((ts_lexize('english_stem', w.word))[1], w.word)))
                THEN (SELECT coalesce(array_agg(s.word), '{}') FROM search_words s
                      WHERE s.word % coalesce((ts_lexize('english_stem', w.word))[1], w.word))
           END AS candidates
    FROM unnest(${sql.param(words)}::text[]) AS w(word)`);
  const analyses = (result as unknown as { rows: WordAnalysis[] }).rows;

  const terms: string[] = [];
  for (const { word, stem, candidates } of analyses) {
    if (!stem) continue; // a stop word ("the", "and"): not in any search document either
    const exact = word.length >= 3 ? `${quote(stem)}:*` : quote(stem);
    const nearby = (candidates ?? []).filter(
      (candidate) => LEXEME.test(candidate) && (editDistance(stem, candidate, 1) <= 1 || editDistance(word, candidate, 1) <= 1),
    );
    terms.push(nearby.length ? `(${[exact, ...nearby.map(quote)].join(' | ')})` : exact);
  }
  return terms.length ? terms.join(' & ') : null;
}
