import { sql } from 'drizzle-orm';
import { stem } from 'porter2';
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
vintage graphics embroidered washed cropped 2024 mp3 tee tees`.split(/\s+/);

/**
 * The stem PostgreSQL's english_stem dictionary gives a word, worked out in process: '' for a
 * stop word, undefined for a word outside what the in-process stemmer is checked for.
 */
export function englishStem(word: string): string | undefined {
  if (!PLAIN_WORD.test(word)) return undefined;
  return STOP_WORDS.has(word) ? '' : stem(word);
}

/**
 * Null when the database's english_stem agrees with the in-process stemmer on every probe word and
 * stop word; else the first word they differ on. Snowball's versions differ in a few words, so a
 * database whose stemmer is not the one this process carries keeps stemming searches itself.
 */
export async function firstStemDisagreement(db: Db): Promise<string | null> {
  const words = [...PROBE_WORDS, ...STOP_WORDS];
  const result = await db.execute(sql`
    SELECT w.word, coalesce((ts_lexize('english_stem', w.word))[1], '') AS stem
    FROM unnest(${sql.param(words)}::text[]) AS w(word)`);
  const rows = (result as unknown as { rows: { word: string; stem: string }[] }).rows;
  const differing = rows.find((row) => englishStem(row.word) !== row.stem);
  return differing ? `${differing.word}: "${differing.stem}" in the database, "${englishStem(differing.word)}" here` : null;
}
