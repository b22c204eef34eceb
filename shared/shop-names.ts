/**
 * When two shop names are "the same": the key a shop name is stored under (unique in the
 * database), and the names only the marketplace itself may use. Pure, so the forms and the
 * server agree. The shop_name_keys migration repeats the key in SQL to fill it for the shops
 * that existed: change both together.
 */

/**
 * Letters of other scripts that a reader takes for a Latin one, each with the Latin letter it
 * passes for. A shopper reads "Соncrete Saints" with a Cyrillic С as "Concrete Saints", so the
 * two must share a key. Deliberately small (Cyrillic, Greek and a few Latin and digit
 * look-alikes, after Unicode's confusables list), not the whole of UTS #39: each entry folds two
 * names together for good, and a short table is one a reviewer can check. Upper- and lower-case
 * forms are listed apiece because some look Latin in one case only (Cyrillic Н is H, н is not h).
 */
export const SHOP_NAME_CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  'А': 'A', 'В': 'B', 'Е': 'E', 'І': 'I', 'Ј': 'J', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C',
  'Т': 'T', 'У': 'Y', 'Х': 'X', 'Ү': 'Y', 'Ѕ': 'S', 'Ԛ': 'Q', 'Ԝ': 'W', 'Һ': 'H', 'Ӏ': 'I',
  // Cyrillic small letters
  'а': 'a', 'е': 'e', 'і': 'i', 'ј': 'j', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x', 'ѕ': 's', 'ԁ': 'd',
  'ԛ': 'q', 'ԝ': 'w', 'һ': 'h', 'ӏ': 'l', 'ү': 'y', 'п': 'n',
  // Greek capitals
  'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P',
  'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
  // Greek small letters
  'α': 'a', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'υ': 'u', 'χ': 'x', 'γ': 'y', 'ϲ': 'c', 'ϳ': 'j',
  // Latin letters and digits that pass for other Latin letters
  'ı': 'i', 'ɑ': 'a', 'ɡ': 'g', '0': 'o', '1': 'l',
};

/**
 * Characters that show nothing: format characters (zero-width space and joiners, the bidi
 * controls, the soft hyphen), every default-ignorable code point (variation selectors, Hangul
 * fillers) and the blank Braille pattern. "Concrete\u200bSaints" reads as "ConcreteSaints".
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * White space of any width. The key drops it rather than collapsing it: a zero-width space in
 * place of a space reads the same, and "ConcreteSaints" passes for "Concrete Saints" as well.
 */
const WHITE_SPACE = /\s/gu;

/** Accents and other combining marks on Latin, Greek and Cyrillic letters: "Cóncrete" passes for "Concrete". */
// The class is of combining marks on purpose, each matched alone, after NFD.
// eslint-disable-next-line no-misleading-character-class
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;

const stripMarks = (text: string) => text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');

/**
 * The key two shops may not share: compatibility forms folded (NFKC: full-width and bold
 * letters, ligatures), invisible characters, white space and accents removed, look-alike letters
 * folded, lower case. Punctuation stays: "Rust & Riot" and "Rust Riot" are two names.
 */
export function shopNameKey(name: string): string {
  const visible = stripMarks(name.normalize('NFKC').replace(INVISIBLE, '').replace(WHITE_SPACE, ''));
  const latin = Array.from(visible, (char) => SHOP_NAME_CONFUSABLES[char] ?? char).join('');
  return stripMarks(latin.toLowerCase()).replace(/ß/g, 'ss').replace(/ς/g, 'σ');
}

/** The platform's own name: no shop name may contain it, however it is spelt or spaced. */
const PLATFORM_NAME = 'threadline';

/**
 * Words that make a name read as the marketplace's staff. A name made of these words only
 * ("Admin", "Official Support", "Trust & Safety", "Help Desk") is reserved; with a word of its
 * own ("Support Local Artists") it is a shop's.
 */
const STAFF_WORDS = [
  'admin', 'administrator', 'administration', 'moderator', 'moderation', 'official', 'staff', 'support', 'help',
  'helpdesk', 'desk', 'team', 'service', 'customer', 'security', 'trust', 'safety', 'and', 'the', 'marketplace',
  'platform', 'system', 'root', 'billing', 'payments', 'verified', 'info', 'contact', 'notifications', 'noreply',
];

/**
 * What a reserved-name check compares: the key with leetspeak digits read as letters and i and l
 * made one letter (an upper-case I passes for an l), then letters only. "Thr3ad-l1ne",
 * "T h r e a d l i n e" and "THREADLlNE" all contain the platform's name.
 */
function skeleton(text: string): string {
  return shopNameKey(text)
    .replace(/[3457@$]/g, (char) => ({ 3: 'e', 4: 'a', 5: 's', 7: 't', '@': 'a', $: 's' })[char] ?? char)
    .replace(/i/g, 'l')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const PLATFORM_SKELETON = skeleton(PLATFORM_NAME);
const STAFF_SKELETONS = new Set(STAFF_WORDS.map(skeleton));

/** True for a name only the marketplace may use: its own name inside, or staff words only. */
export function isReservedShopName(name: string): boolean {
  if (skeleton(name).includes(PLATFORM_SKELETON)) return true;
  const words = name.normalize('NFKC').replace(INVISIBLE, '').split(/[^\p{L}\p{M}\p{N}@$]+/u)
    .map(skeleton).filter((word) => word.length > 0);
  return words.length > 0 && words.every((word) => STAFF_SKELETONS.has(word));
}

/** For zod `.refine`: the name is a shop's to take. */
export const isNotReservedShopName = (name: string) => !isReservedShopName(name);
