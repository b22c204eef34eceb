import { sql } from 'drizzle-orm';
import { stem as snowball2Stem } from 'porter2';
import type { Db } from '../../../db/client.js';

/** PostgreSQL's english.stop: the words its english_stem dictionary drops. */
const STOP_WORDS = new Set(`i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are
was were be been being have has had having do does did doing a an the and but if or because as until while of at by for
with about against between into through during before after above below to from up down in out on off over under again
further then once here there when where why how all any both each few more most other some such no nor not only own same
so than too very s t can will just don should now`.split(/\s+/));

/** The stemmer is checked on plain lowercase Latin words and digits; anything else asks PostgreSQL. */
const PLAIN_WORD = /^[a-z0-9]+$/;

/**
 * Words that exercise each step of the Snowball English stemmer, and those its versions stem
 * differently (PostgreSQL 18's Snowball keeps "added" as "add", earlier ones give "ad").
 */
const PROBE_WORDS = `hoodies hoodie caresses ponies ties cats running hopping hoped agreed feed plastered motoring
generously communism arsenal universal emergency organization later past added adding erring inning dying lying
skies sky news howe atlantic cosmos bias andes happily relational conditional rational valenci hesitanci digitizer
conformabli radicalli differentli vileli analogousli vietnamization predication operator feudalism decisiveness
hopefulness callousness formaliti sensitiviti sensibiliti triplicate formative formalize electriciti electrical
hopeful goodness revival allowance inference airliner gyroscopic adjustable defensible irritant replacement adjustment
dependent adoption homologou activate angulariti homologous effective bowdlerize controll roll oversized
vintage graphics embroidered washed cropped 2024 mp3 tee tees egged offing ebbings evening`.split(/\s+/);

/**
 * Snowball's English stemmer of 2023 (PostgreSQL 18) keeps the double consonant left after -ed
 * or -ing when a lone a, e or o precedes it ("added" → "add", "erring" → "err"); 2.x gives "ad".
 * Such a word is its first three letters once stemmed: no later step touches a stem that short.
 */
const KEPT_SHORT_DOUBLE = /^[aeo](?:bb|dd|ff|gg|mm|nn|pp|rr|tt)(?:ed|edly|ing|ingly)s?$/;

function snowball2023Stem(word: string): string {
  return KEPT_SHORT_DOUBLE.test(word) ? word.slice(0, 3) : snowball2Stem(word);
}

/** Gives the stem PostgreSQL's english_stem gives a plain word ('' for a stop word). */
export type EnglishStemmer = (word: string) => string;

const stemmerOf = (stem: (word: string) => string): EnglishStemmer => (word) => (STOP_WORDS.has(word) ? '' : stem(word));

/** The Snowball versions checked: 2.x (the PostgreSQL 15 server), and 2.x with the 2023 change (PGlite's 18). */
const STEMMERS = [stemmerOf(snowball2Stem), stemmerOf(snowball2023Stem)];

/** Whether the in-process stemmer answers for this word; if not, PostgreSQL stems it. */
export const isPlainWord = (word: string): boolean => PLAIN_WORD.test(word);

/**
 * The in-process stemmer that gives the database's english_stem answer for every probe word and
 * stop word, or null when none does: Snowball's versions differ in a few words, so a database whose
 * stemmer this process does not carry keeps stemming searches itself.
 */
export async function stemmerAgreeingWith(db: Db): Promise<EnglishStemmer | null> {
  const stems = await databaseStems(db, [...PROBE_WORDS, ...STOP_WORDS]);
  return STEMMERS.find((stem) => stems.every((row) => stem(row.word) === row.stem)) ?? null;
}

/** Each word with the stem the database's english_stem gives it ('' for a stop word). */
export async function databaseStems(db: Db, words: string[]): Promise<{ word: string; stem: string }[]> {
  const result = await db.execute(sql`
    SELECT w.word, coalesce((ts_lexize('english_stem', w.word))[1], '') AS stem
    FROM unnest(${sql.param(words)}::text[]) AS w(word)`);
  return (result as unknown as { rows: { word: string; stem: string }[] }).rows;
}
