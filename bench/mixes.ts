/**
 * Varied shopper traffic (issue 10): thousands of distinct URLs per mix, so a run measures the
 * catalogue and not a reply cache. The words are the demo catalogue's own.
 */
import { seededRandom, type Random } from '../server/seed/random.js';
import {
  DEMO_CATEGORIES, DEMO_SELLERS, DESCRIPTION_LINES, GRAPHIC_WORDS, NAME_ADJECTIVES, NAME_NOUNS, TAGS,
} from '../server/seed/demo-content.js';
import { PRODUCT_SIZES, PRODUCT_SORTS } from '../shared/catalog-constants.js';

export interface Mix { name: string; paths: string[] }

const URLS_PER_MIX = 5_000;

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** Every word a shopper could find the demo catalogue by. */
export const CATALOGUE_WORDS = [...new Set([
  ...NAME_ADJECTIVES.flatMap(words),
  ...GRAPHIC_WORDS.flatMap(words),
  ...Object.values(NAME_NOUNS).flat().flatMap(words),
  ...TAGS.flatMap(words),
  ...DEMO_CATEGORIES.flatMap((c) => words(c.name)),
  ...DEMO_SELLERS.flatMap((s) => words(s.businessName)),
  ...DESCRIPTION_LINES.flatMap(words),
])].filter((word) => word.length >= 3);

/** One wrong, missing, extra or swapped letter. */
export function typo(word: string, random: Random): string {
  const at = random.int(1, word.length - 2);
  const letter = String.fromCharCode(97 + random.int(0, 25));
  switch (random.int(0, 3)) {
    case 0: return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1: return word.slice(0, at) + word.slice(at + 1);
    case 2: return word.slice(0, at) + letter + word.slice(at);
    default: return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

function distinct(make: () => string): string[] {
  const paths = new Set<string>();
  for (let tries = 0; paths.size < URLS_PER_MIX && tries < URLS_PER_MIX * 20; tries++) paths.add(make());
  return [...paths];
}

const page = (random: Random, max: number) => random.int(1, max);

export function shopperMixes(productCount: number, seed = 7): Mix[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => random.pick(list);
  const longWords = CATALOGUE_WORDS.filter((word) => word.length >= 7);
  const sizes = () => random.sample(PRODUCT_SIZES, random.int(1, 3)).join(',');
  const search = (text: string) => `search=${encodeURIComponent(text)}`;
  return [
    {
      name: 'search, 1-2 words',
      paths: distinct(() => {
        const text = random.chance(0.5) ? pick(CATALOGUE_WORDS) : `${pick(CATALOGUE_WORDS)} ${pick(CATALOGUE_WORDS)}`;
        return `/api/products?${search(text)}&page=${page(random, 3)}`;
      }),
    },
    {
      name: 'typo search',
      paths: distinct(() => `/api/products?${search(typo(pick(longWords), random))}`),
    },
    {
      name: 'filter + sort + page',
      paths: distinct(() => {
        const min = random.int(10, 80);
        const max = min + random.int(5, 60);
        return `/api/products?category=${pick(DEMO_CATEGORIES).slug}&sizes=${sizes()}&minPrice=${min}&maxPrice=${max}`
          + `&sort=${pick(PRODUCT_SORTS)}&page=${page(random, 5)}`;
      }),
    },
    {
      name: 'search + filters',
      paths: distinct(() => `/api/products?${search(pick(CATALOGUE_WORDS))}&category=${pick(DEMO_CATEGORIES).slug}`
        + `&sizes=${sizes()}${random.chance(0.5) ? `&sort=${pick(PRODUCT_SORTS)}` : ''}`),
    },
    {
      name: 'browse pages 1-200',
      paths: distinct(() => `/api/products?page=${page(random, 200)}${random.chance(0.5) ? `&sort=${pick(PRODUCT_SORTS)}` : ''}`),
    },
    {
      name: 'one product, random id',
      paths: distinct(() => `/api/products/${random.int(1, productCount)}`),
    },
  ];
}
