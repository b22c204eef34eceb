import { sql } from 'drizzle-orm';
import { TRIGRAM_THRESHOLD, type Db } from '../../db/client.js';
import { isPlainWord, stemmerAgreeingWith, type EnglishStemmer } from './search-words/english-stem.js';
import { isCorrection, SearchVocabulary } from './search-words/search-vocabulary.js';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/**
 * DECISIONS.md forgives one typo in words "of 7 or more letters", yet its own examples
 * ("hoddie", "hodoie", "hoodei") have 6; we honour the examples.
 */
export const MIN_FUZZY_WORD_LENGTH = 6;

/** One lexeme of the search documents a typed word may match: as a prefix, or exactly. */
export interface TermAlternative { lexeme: string; prefix: boolean }
/** What one typed word matches: any of its alternatives. A search needs every term to match. */
export type SearchTerm = TermAlternative[];

interface WordAnalysis {
  word: string;
  stem: string;
  candidates: string[] | null;
}

export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** A typed word's term: its stem, as a prefix for a word of 3 letters or more, or any of the corrections. */
const termFor = (word: string, stem: string, corrections: string[]): SearchTerm =>
  [{ lexeme: stem, prefix: word.length >= 3 }, ...corrections.map((lexeme) => ({ lexeme, prefix: false }))];

/**
 * Each word as the products' English search documents know it: its stem, and, for a longer word
 * whose stem starts no known word, the known words one typo away (found through the trigram
 * index on search_words). Null for a stop word ("the", "and"): no search document holds one.
 */
async function analyseWords(db: Db, words: string[]): Promise<Map<string, SearchTerm | null>> {
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
  const terms = new Map<string, SearchTerm | null>();
  for (const { word, stem, candidates } of (result as unknown as { rows: WordAnalysis[] }).rows) {
    const corrections = (candidates ?? []).filter((candidate) => isCorrection(candidate, stem, word)).sort();
    terms.set(word, stem ? termFor(word, stem, corrections) : null);
  }
  return terms;
}

/** What analyses words in process: the stemmer that agrees with the database's, and the vocabulary. */
interface InProcessAnalysis { stem: EnglishStemmer; vocabulary: SearchVocabulary }

/**
 * The same analysis in process, for a word the in-process stemmer is checked for; undefined
 * for any other word.
 */
function analyseInProcess(word: string, { stem: stemOf, vocabulary }: InProcessAnalysis): SearchTerm | null | undefined {
  if (!isPlainWord(word)) return undefined;
  const stem = stemOf(word);
  if (!stem) return null;
  const fuzzy = word.length >= MIN_FUZZY_WORD_LENGTH && !vocabulary.hasWordStartingWith(stem);
  return termFor(word, stem, fuzzy ? vocabulary.corrections(stem, word) : []);
}

/**
 * What analyses words in process, once one of this process's stemmers is found to agree with the
 * database's (checked once) and the vocabulary is loaded for the current generation; until then
 * (and for good when none agrees), undefined, and words are analysed by SQL.
 */
function inProcessAnalysis(db: Db) {
  let checking: Promise<EnglishStemmer | null> | undefined;
  let stemmer: EnglishStemmer | null | undefined;
  let generation = 0;
  let held: { analysis: InProcessAnalysis; generation: number } | undefined;
  let loading: { promise: Promise<boolean>; generation: number } | undefined;

  // A failed check or load is tried again on the next search; meanwhile SQL answers (and reports the error).
  const checkStemmer = () => (checking ??= stemmerAgreeingWith(db).then(
    (agreeing) => (stemmer = agreeing),
    () => {
      checking = undefined;
      return null;
    },
  ));

  function load(stem: EnglishStemmer): Promise<boolean> {
    if (loading?.generation === generation) return loading.promise;
    const forGeneration = generation;
    const promise = SearchVocabulary.load(db, TRIGRAM_THRESHOLD).then(
      (vocabulary) => {
        if (forGeneration === generation) held = { analysis: { stem, vocabulary }, generation: forGeneration };
        return true;
      },
      () => {
        if (loading?.generation === forGeneration) loading = undefined;
        return false;
      },
    );
    loading = { promise, generation: forGeneration };
    return promise;
  }

  return {
    current(): InProcessAnalysis | undefined {
      if (stemmer === undefined) void checkStemmer();
      else if (stemmer && held?.generation === generation) return held.analysis;
      else if (stemmer) void load(stemmer);
      return undefined;
    },
    /** Resolves once words are analysed in process (true), or when they cannot be (false). */
    async ready(): Promise<boolean> {
      const stem = await checkStemmer();
      if (!stem) return false;
      while (held?.generation !== generation) if (!(await load(stem))) return false;
      return true;
    },
    forget(): void {
      generation++;
    },
  };
}

const WORD_CACHE_LIMIT = 20_000;

interface Waiting { promise: Promise<SearchTerm | null>; resolve(term: SearchTerm | null): void; reject(error: unknown): void }

function waiting(): Waiting {
  let settle!: Pick<Waiting, 'resolve' | 'reject'>;
  const promise = new Promise<SearchTerm | null>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

/**
 * Turns what a shopper typed into search terms: every word must match, as a prefix of its stem,
 * or, for a longer word that matches nothing, as any known word one typo away. Null when nothing
 * searchable was typed. Each word is analysed once, in process when the database's stemmer agrees
 * with this process's (a round trip per new typo was what held typo search's capacity back,
 * issue 28); else by PostgreSQL, the words that arrive together in one query, so a burst of new
 * typos costs one round trip, not one each. The answer is kept until the vocabulary grows (a new
 * word can turn a typo into a prefix match): `forget()`.
 */
export function createSearchTerms(db: Db, { inProcess = true } = {}) {
  const known = new Map<string, SearchTerm | null>();
  const inProcessWords = inProcess ? inProcessAnalysis(db) : undefined;
  let generation = 0;
  // Words waiting for the next query, and words whose query has started (with the vocabulary it saw).
  let queued = new Map<string, Waiting>();
  const inFlight = new Map<string, { waiting: Waiting; generation: number }>();

  async function analyseQueued(): Promise<void> {
    const batch = queued;
    queued = new Map();
    const startedAt = generation;
    for (const [word, waiting] of batch) inFlight.set(word, { waiting, generation: startedAt });
    try {
      const analysed = await analyseWords(db, [...batch.keys()]);
      for (const [word, waiting] of batch) {
        const term = analysed.get(word) ?? null;
        if (startedAt === generation) remember(word, term);
        waiting.resolve(term);
      }
    } catch (error) {
      for (const waiting of batch.values()) waiting.reject(error);
    } finally {
      for (const [word, waiting] of batch) if (inFlight.get(word)?.waiting === waiting) inFlight.delete(word);
    }
  }

  function remember(word: string, term: SearchTerm | null): void {
    if (known.size >= WORD_CACHE_LIMIT) known.clear();
    known.set(word, term);
  }

  function termOf(word: string): SearchTerm | null | Promise<SearchTerm | null> {
    if (known.has(word)) return known.get(word)!;
    const held = inProcessWords?.current();
    const analysed = held && analyseInProcess(word, held);
    if (analysed !== undefined) {
      remember(word, analysed);
      return analysed;
    }
    // A query started before the vocabulary last grew may miss the new word: not one to join.
    const pending = queued.get(word) ?? (inFlight.get(word)?.generation === generation ? inFlight.get(word)!.waiting : undefined);
    if (pending) return pending.promise;
    if (queued.size === 0) setImmediate(() => void analyseQueued());
    const next = waiting();
    queued.set(word, next);
    return next.promise;
  }

  return {
    async analyse(text: string): Promise<SearchTerm[] | null> {
      const words = searchWords(text);
      if (words.length === 0) return null;
      const terms = await Promise.all(words.map(termOf));
      const searchable = terms.filter((term) => term !== null);
      return searchable.length ? searchable : null;
    },
    forget(): void {
      generation++;
      known.clear();
      inProcessWords?.forget();
    },
    /** Whether new words are analysed in process, once that is known (the first search starts finding out). */
    analysesInProcess(): Promise<boolean> {
      return inProcessWords ? inProcessWords.ready() : Promise.resolve(false);
    },
  };
}

export type SearchTerms = ReturnType<typeof createSearchTerms>;

const quote = (lexeme: string) => `'${lexeme}'`;
const WEIGHTS = ['A', 'B', 'C'] as const;

function termQuery(term: SearchTerm, weight = ''): string {
  const alternatives = term.map(({ lexeme, prefix }) => `${quote(lexeme)}${prefix || weight ? ':' : ''}${prefix ? '*' : ''}${weight}`);
  return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
}

/** The terms as a tsquery for to_tsquery('simple', ...) over products.search_vector. */
export function toTsquery(terms: SearchTerm[]): string {
  return terms.map((term) => termQuery(term)).join(' & ');
}

/**
 * Relevance, as the read model computes it too (read-model/catalog-index.ts): each word scores 3
 * when it matches the name, 2 the tags or category, 1 the shop's name, 0 the description only.
 */
export function relevanceScoreSql(searchVector: unknown, terms: SearchTerm[]) {
  const perTerm = terms.map((term) => sql`(CASE ${sql.join(
    WEIGHTS.map((weight, index) => sql`WHEN ${searchVector} @@ to_tsquery('simple', ${termQuery(term, weight)}) THEN ${sql.raw(String(3 - index))} `),
    sql``,
  )}ELSE 0 END)`);
  return sql.join(perTerm, sql` + `);
}
