import { DEFAULT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from '../../../../shared/catalog-constants.js';
import type { Product } from '../../../../shared/catalog-schemas.js';
import type { SearchTerm } from '../search-query.js';
import { CompactReplies } from './compact-replies.js';
import { MAX_TERMS, RELEVANCE_LEVELS, SearchPostings } from './search-postings.js';
import { oneWordHistogram, twoWordHistogram } from './relevance-histogram.js';
import { SortedSlots, type SlotOrder } from './sorted-slots.js';
import { grow } from './typed-arrays.js';

/** One listed product as the read model holds it: what filters and orders read, and its reply. */
export interface CatalogDocument {
  id: number;
  categoryId: number;
  categorySlug: string;
  sellerId: number | null;
  /** Bit i set when the product comes in PRODUCT_SIZES[i]. */
  sizeMask: number;
  priceCents: number;
  featured: boolean;
  sale: boolean;
  reviews: number;
  ratingHundredths: number;
  /** created_at in microseconds, PostgreSQL's own precision, so ties break as in SQL. */
  createdMicros: number;
  /** Each lexeme of the search document with its best field: 3 name, 2 tags or category, 1 shop, 0 description. */
  lexemes: Map<string, number>;
  /** The product as the API sends it (productSchema). */
  reply: Product;
}

export interface IndexQuery {
  terms: SearchTerm[] | null;
  categoryId?: number;
  sellerId?: number;
  sizeMask?: number;
  minCents?: number;
  maxCents?: number;
  featured?: boolean;
  sale?: boolean;
  /** Without one: relevance for a search, else popularity (as products.repo.ts orders). */
  sort?: ProductSort;
  offset: number;
  limit: number;
}

/** The total, and the page as the JSON list the API sends. */
export interface IndexAnswer { total: number; json: Buffer }

/** Below this many matches a page is found by sorting them; above it, by walking a presorted order. */
const SORT_AT_MOST = 512;
/** How many of a word's first results are kept with its matches: five pages of the default size. */
const REMEMBERED_RESULTS = 5 * DEFAULT_PAGE_SIZE;
const NO_SELLER = -1;
const NO_CATEGORY = -1;
/**
 * A bit above every size, set for every product in `sizesInPriceOrder`: as a query's sizes it
 * matches them all, a product listed with no size included.
 */
const ANY_SIZE = 1 << 15;
const KEEP_ALL = () => true;
/** Marks are bytes, a quarter of the memory of 32-bit stamps, so they are cleared once every 255 queries. */
const MAX_MARK = 0xff;

const isUnfiltered = (query: IndexQuery) => query.categoryId === undefined && query.sellerId === undefined && !query.sizeMask
  && query.minCents === undefined && query.maxCents === undefined && query.featured === undefined && query.sale === undefined;

/**
 * What shoppers can find, in typed arrays indexed by slot: one slot per version of a listed
 * product (a change takes a new slot and retires the old one, so postings never need editing),
 * an inverted index of search lexemes, and every sort order kept presorted, overall and per
 * category. Totals are counted exactly; pages come from walking an order or sorting few matches.
 * docs/decisions/010-catalogue-read-model.md explains the design.
 */
export class CatalogIndex {
  private capacity = 0;
  private slotCount = 0;
  private ids = new Int32Array(0);
  private categoryIds = new Int32Array(0);
  private sellerIds = new Int32Array(0);
  private sizeMasks = new Uint16Array(0);
  private prices = new Int32Array(0);
  private flags = new Uint8Array(0);
  private reviews = new Int32Array(0);
  private ratings = new Int32Array(0);
  private created = new Float64Array(0);
  private alive = new Uint8Array(0);
  private readonly replies = new CompactReplies();
  private readonly slotById = new Map<number, number>();
  // Each category's current slug, both ways: a renamed slug stops finding the category at once.
  private readonly categoryBySlug = new Map<string, number>();
  private readonly slugByCategory = new Map<number, string>();
  private readonly search = new SearchPostings();
  private readonly orders = new Map<ProductSort, { all: SortedSlots; byCategory: Map<number, SortedSlots> }>();
  private ordered = false;
  private popularRanks: Int32Array | null = null;
  private keys = new Float64Array(0);
  private marks = new Uint8Array(0);
  private readonly priceOrderSizes = new Map<number, Uint16Array>();
  private lastMark = 0;

  readonly compare: Record<ProductSort, SlotOrder> = {
    popular: (a, b) => this.reviews[b]! - this.reviews[a]! || this.ids[a]! - this.ids[b]!,
    'price-low': (a, b) => this.prices[a]! - this.prices[b]! || this.ids[a]! - this.ids[b]!,
    'price-high': (a, b) => this.prices[b]! - this.prices[a]! || this.ids[b]! - this.ids[a]!,
    newest: (a, b) => this.created[b]! - this.created[a]! || this.ids[b]! - this.ids[a]!,
    rating: (a, b) => this.ratings[b]! - this.ratings[a]! || this.reviews[b]! - this.reviews[a]! || this.ids[a]! - this.ids[b]!,
  };

  get size(): number {
    return this.slotById.size;
  }

  /** Slots held by replaced or removed versions; a rebuild reclaims them. */
  get retiredSlots(): number {
    return this.slotCount - this.slotById.size;
  }

  /** The id of the category a shopper names by its slug, or undefined (no listed product is in it). */
  categoryIdOf(slug: string): number | undefined {
    return this.categoryBySlug.get(slug);
  }

  /** A listed product's reply, or undefined. */
  product(id: number): Buffer | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.replies.reply(slot);
  }

  /**
   * Adds (or replaces) a product; true when it brought a word the index did not hold. Before
   * `setOrders`, only the columns and postings are filled.
   */
  put(document: CatalogDocument): boolean {
    this.remove(document.id);
    this.changed();
    const slot = this.slotCount++;
    this.ensureCapacity(this.slotCount);
    this.ids[slot] = document.id;
    this.categoryIds[slot] = document.categoryId;
    this.sellerIds[slot] = document.sellerId ?? NO_SELLER;
    this.sizeMasks[slot] = document.sizeMask;
    this.prices[slot] = document.priceCents;
    this.flags[slot] = (document.featured ? 1 : 0) | (document.sale ? 2 : 0);
    this.reviews[slot] = document.reviews;
    this.ratings[slot] = document.ratingHundredths;
    this.created[slot] = document.createdMicros;
    this.alive[slot] = 1;
    this.replies.set(slot, document.reply);
    this.slotById.set(document.id, slot);
    this.nameCategory(document.categoryId, document.categorySlug);
    let newWord = false;
    for (const [lexeme, tier] of document.lexemes) newWord = this.search.add(lexeme, slot, tier) || newWord;
    if (this.ordered) for (const sort of PRODUCT_SORTS) this.ordersFor(sort, slot).forEach((order) => order.insert(slot));
    return newWord;
  }

  remove(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.changed();
    if (this.ordered) for (const sort of PRODUCT_SORTS) this.ordersFor(sort, slot).forEach((order) => order.remove(slot));
    this.slotById.delete(id);
    this.alive[slot] = 0;
    this.replies.clear(slot);
  }

  /**
   * Takes each order as ids already sorted (by PostgreSQL, in the same ORDER BY as products.repo.ts);
   * ids it does not hold are skipped, products the list misses are inserted.
   */
  setOrders(sortedIds: Record<ProductSort, number[]>): void {
    for (const sort of PRODUCT_SORTS) {
      const slots = new Int32Array(this.slotById.size);
      const placed = new Uint8Array(this.slotCount);
      let length = 0;
      for (const id of sortedIds[sort]) {
        const slot = this.slotById.get(id);
        if (slot === undefined || placed[slot]) continue;
        placed[slot] = 1;
        slots[length++] = slot;
      }
      const all = new SortedSlots(this.compare[sort], slots.subarray(0, length).slice());
      const byCategory = new Map<number, SortedSlots>();
      for (let i = 0; i < length; i++) this.categoryOrder(byCategory, sort, this.categoryIds[slots[i]!]!).push(slots[i]!);
      this.orders.set(sort, { all, byCategory });
      for (const slot of this.slotById.values()) {
        if (placed[slot]) continue;
        all.insert(slot);
        this.categoryOrder(byCategory, sort, this.categoryIds[slot]!).insert(slot);
      }
    }
    this.ordered = true;
    // The build is done: later changes append a few postings at a time.
    this.search.trimToSize();
  }

  query(query: IndexQuery): IndexAnswer {
    if (!this.ordered) throw new Error('The catalogue index has no orders yet');
    const slots = query.terms ? this.searchPage(query, query.terms) : this.browsePage(query);
    return { total: slots.total, json: this.replies.list(slots.page) };
  }

  private browsePage(query: IndexQuery): { total: number; page: number[] } {
    const sort = query.sort ?? 'popular';
    const order = this.orderOf(sort, query.categoryId);
    if (!order) return { total: 0, page: [] };
    const priced = query.minCents !== undefined || query.maxCents !== undefined;
    const onlySizes = query.sellerId === undefined && query.featured === undefined && query.sale === undefined;
    if (!priced && !query.sizeMask && onlySizes) return { total: order.length, page: this.walk(order.slots, 0, order.length, query, null) };
    // Counted over the price range of the price order (all of it without one).
    const byPrice = this.orderOf('price-low', query.categoryId)!;
    const from = query.minCents === undefined ? 0 : byPrice.search((s) => this.prices[s]! >= query.minCents!);
    const to = query.maxCents === undefined ? byPrice.length : byPrice.search((s) => this.prices[s]! > query.maxCents!);
    if (!onlySizes) return this.markedPage(query, order, byPrice.slots.subarray(from, to));

    // The storefront's usual filters, price and sizes, read the sizes in price order: in sequence
    // through memory, where reading them slot by slot took about half of a filtered page's time.
    const sizes = this.sizesInPriceOrder(query.categoryId, byPrice);
    const sizeMask = query.sizeMask || ANY_SIZE;
    // Counted without a branch: whether a product has one of the sizes is a coin toss the
    // processor cannot predict. `(bits + 0xffff) >>> 16` is 1 when any bit is set.
    let total = 0;
    for (let at = from; at < to; at++) total += ((sizes[at]! & sizeMask) + 0xffff) >>> 16;
    const fitsAt = (_slot: number, at: number) => (sizes[at]! & sizeMask) !== 0;
    if (total <= SORT_AT_MOST) {
      const few: number[] = [];
      for (let at = from; at < to; at++) if ((sizes[at]! & sizeMask) !== 0) few.push(byPrice.slots[at]!);
      return { total, page: few.sort(this.compare[sort]).slice(query.offset, query.offset + query.limit) };
    }
    // Price-high is the exact reverse of price-low (ties by id both ways).
    if (sort === 'price-low') return { total, page: this.walk(byPrice.slots, from, to, query, fitsAt) };
    if (sort === 'price-high') return { total, page: this.walk(byPrice.slots, to - 1, from - 1, query, fitsAt) };
    // Another order is walked testing each slot, unless the walk would be longer than marking the range first.
    const expectedSteps = ((query.offset + query.limit) * order.length) / total;
    if (expectedSteps <= to - from) return { total, page: this.walk(order.slots, 0, order.length, query, this.filterOf(query, { category: true })) };
    const mark = this.nextMark();
    for (let at = from; at < to; at++) this.marks[byPrice.slots[at]!] = (sizes[at]! & sizeMask) === 0 ? 0 : mark;
    return { total, page: this.walk(order.slots, 0, order.length, query, (slot) => this.marks[slot] === mark) };
  }

  /** Any other filters (a shop, featured, on sale): each slot of `stretch` is tested once and marked. */
  private markedPage(query: IndexQuery, order: SortedSlots, stretch: Int32Array): { total: number; page: number[] } {
    const keeps = this.filterOf(query, { category: true, price: true });
    const mark = this.nextMark();
    const { marks } = this;
    let total = 0;
    for (let i = 0; i < stretch.length; i++) {
      const kept = keeps(stretch[i]!);
      marks[stretch[i]!] = kept ? mark : 0;
      if (kept) total++;
    }
    const isMarked = (slot: number) => marks[slot] === mark;
    if (total <= SORT_AT_MOST) {
      const few: number[] = [];
      for (let i = 0; i < stretch.length; i++) if (isMarked(stretch[i]!)) few.push(stretch[i]!);
      return { total, page: few.sort(this.compare[query.sort ?? 'popular']).slice(query.offset, query.offset + query.limit) };
    }
    return { total, page: this.walk(order.slots, 0, order.length, query, isMarked) };
  }

  /** Each product's sizes in the price order of a category (or of all), computed when first needed after a change. */
  private sizesInPriceOrder(categoryId: number | undefined, byPrice: SortedSlots): Uint16Array {
    let sizes = this.priceOrderSizes.get(categoryId ?? NO_CATEGORY);
    if (!sizes) {
      sizes = new Uint16Array(byPrice.length);
      for (let at = 0; at < byPrice.length; at++) sizes[at] = this.sizeMasks[byPrice.slots[at]!]! | ANY_SIZE;
      this.priceOrderSizes.set(categoryId ?? NO_CATEGORY, sizes);
    }
    return sizes;
  }

  /** A stamp no slot holds yet in `marks`, so no query has to clear the marks of the one before. */
  private nextMark(): number {
    if (this.marks.length < this.capacity) {
      this.marks = new Uint8Array(this.capacity);
      this.lastMark = 0;
    } else if (this.lastMark === MAX_MARK) {
      this.marks.fill(0);
      this.lastMark = 0;
    }
    return ++this.lastMark;
  }

  private searchPage(query: IndexQuery, terms: SearchTerm[]): { total: number; page: number[] } {
    const words = this.search.matchesAll(terms.slice(0, MAX_TERMS), this.alive, this.capacity);
    // Each word's matches within the category asked for, if any; the fewest drive the count.
    const candidates = words.map((word) => (query.categoryId === undefined ? word.slots : this.search.inCategory(word, query.categoryId, this.categoryIds)));
    let driverIndex = 0;
    candidates.forEach((slots, i) => {
      if (slots.length < candidates[driverIndex]!.length) driverIndex = i;
    });
    const driver = words[driverIndex]!;
    const driverSlots = candidates[driverIndex]!;
    if (driverSlots.length === 0) return { total: 0, page: [] };
    const others = words.filter((_, i) => i !== driverIndex).map((word) => word.scores);
    const unfiltered = isUnfiltered(query);
    // Every slot tested below is already in the category: the driver's, or a category's order.
    const keeps = this.filterOf(query, { category: true });
    // The relevance of a slot (the sum of each word's tier), or -1 when it is not a match.
    const relevanceOf = (slot: number): number => {
      const first = driver.scores[slot]!;
      if (first === 0 || (!unfiltered && !keeps(slot))) return -1;
      let score = first - 1;
      for (let i = 0; i < others.length; i++) {
        const tier = others[i]![slot]!;
        if (tier === 0) return -1;
        score += tier - 1;
      }
      return score;
    };
    // How many matches have each relevance (one word, no filter: known already).
    let histogram = driver.histogram;
    const atMostCategoryAndSizes = query.sellerId === undefined && query.minCents === undefined && query.maxCents === undefined
      && query.featured === undefined && query.sale === undefined;
    if (others.length === 1 && unfiltered) {
      histogram = twoWordHistogram(driver, others[0]!, RELEVANCE_LEVELS);
    } else if (others.length === 0 && atMostCategoryAndSizes) {
      if (!unfiltered) histogram = oneWordHistogram(driverSlots, driver.scores, this.sizeMasks, query.sizeMask ?? 0, RELEVANCE_LEVELS);
    } else {
      histogram = new Int32Array(RELEVANCE_LEVELS);
      for (let i = 0; i < driverSlots.length; i++) {
        const score = relevanceOf(driverSlots[i]!);
        if (score >= 0) histogram[score]!++;
      }
    }
    let total = 0;
    for (const count of histogram) total += count;
    const end = Math.min(query.offset + query.limit, total);
    if (query.offset >= end) return { total, page: [] };

    if (total <= SORT_AT_MOST) {
      // By relevance: each match's relevance once, in its sort key; a comparator would work it out twice per comparison.
      if (!query.sort) return { total, page: this.collectByRelevance(query, 0, relevanceOf, driverSlots, end, 0, histogram.length - 1) };
      const matches: number[] = [];
      for (let i = 0; i < driverSlots.length; i++) if (relevanceOf(driverSlots[i]!) >= 0) matches.push(driverSlots[i]!);
      return { total, page: matches.sort(this.compare[query.sort]).slice(query.offset, end) };
    }
    if (query.sort) {
      const order = this.orderOf(query.sort, query.categoryId)!;
      return { total, page: this.walk(order.slots, 0, order.length, query, (slot) => relevanceOf(slot) >= 0) };
    }
    if (others.length === 0 && unfiltered) {
      // One word alone, by relevance: its first pages are worked out once and kept with the word.
      driver.firstPages ??= this.pageByRelevance(
        { ...query, offset: 0, limit: REMEMBERED_RESULTS }, histogram, relevanceOf, driverSlots, Math.min(REMEMBERED_RESULTS, total),
      );
      if (end <= driver.firstPages.length) return { total, page: driver.firstPages.slice(query.offset, end) };
    }
    return { total, page: this.pageByRelevance(query, histogram, relevanceOf, driverSlots, end) };
  }

  /**
   * Many matches by relevance, then popularity. Each relevance holds a known stretch of the
   * answer (the histogram); the page needs only the stretches it overlaps. When they are dense
   * along the popularity order, that order is walked until the page is full; when sparse, their
   * matches are collected and sorted by popularity rank instead.
   */
  private pageByRelevance(
    query: IndexQuery, histogram: Int32Array, relevanceOf: (slot: number) => number, candidates: Int32Array, end: number,
  ): number[] {
    const starts = new Int32Array(histogram.length);
    let walkSteps = 0;
    let lowest = histogram.length;
    let highest = -1;
    const order = this.orderOf('popular', query.categoryId)!;
    for (let score = histogram.length - 1, position = 0; score >= 0; score--) {
      const count = histogram[score]!;
      starts[score] = position;
      if (count > 0 && position < end && position + count > query.offset) {
        lowest = score;
        highest = Math.max(highest, score);
        walkSteps = Math.max(walkSteps, (order.length * (Math.min(end, position + count) - position)) / count);
      }
      position += count;
    }
    if (walkSteps > 4 * candidates.length) return this.collectByRelevance(query, starts[highest]!, relevanceOf, candidates, end, lowest, highest);

    const page: number[] = new Array(end - query.offset);
    let found = 0;
    for (let i = 0; i < order.length && found < page.length; i++) {
      const slot = order.slots[i]!;
      const score = relevanceOf(slot);
      if (score < 0) continue;
      const position = starts[score]!++;
      if (position >= query.offset && position < end) {
        page[position - query.offset] = slot;
        found++;
      }
    }
    return page;
  }

  /**
   * The matches of relevance `lowest` to `highest`, sorted by relevance then popularity rank in
   * one numeric key each; `first` is where the first of them stands in the whole answer.
   */
  private collectByRelevance(
    query: IndexQuery, first: number, relevanceOf: (slot: number) => number, candidates: Int32Array,
    end: number, lowest: number, highest: number,
  ): number[] {
    const rank = this.popularRank();
    const span = rank.length;
    const keys = this.scratchKeys(candidates.length);
    let length = 0;
    for (let i = 0; i < candidates.length; i++) {
      const slot = candidates[i]!;
      const score = relevanceOf(slot);
      if (score >= lowest && score <= highest) keys[length++] = (highest - score) * span + rank[slot]!;
    }
    const sorted = keys.subarray(0, length).sort();
    const popular = this.orders.get('popular')!.all;
    return Array.from(sorted.subarray(query.offset - first, end - first), (key) => popular.slots[key % span]!);
  }

  /** Room for sort keys, reused: queries run one at a time. */
  private scratchKeys(length: number): Float64Array {
    if (this.keys.length < length) this.keys = new Float64Array(Math.max(length, this.keys.length * 2));
    return this.keys;
  }

  /** Each slot's position in the popularity order, computed when first needed after a change. */
  private popularRank(): Int32Array {
    if (!this.popularRanks) {
      const popular = this.orders.get('popular')!.all;
      this.popularRanks = new Int32Array(this.capacity);
      for (let i = 0; i < popular.length; i++) this.popularRanks[popular.slots[i]!] = i;
    }
    return this.popularRanks;
  }

  /**
   * Page `query.offset / limit` of the slots from `from` towards `to` (backwards when to < from)
   * that `keeps`, which is also told each slot's position in `slots`.
   */
  private walk(
    slots: Int32Array, from: number, to: number, query: IndexQuery, keeps: ((slot: number, at: number) => boolean) | null,
  ): number[] {
    const page: number[] = [];
    const step = to < from ? -1 : 1;
    if (!keeps) {
      const end = from + step * Math.min(Math.abs(to - from), query.offset + query.limit);
      for (let i = from + step * query.offset; step * (end - i) > 0; i += step) page.push(slots[i]!);
      return page;
    }
    let skipped = 0;
    for (let i = from; i !== to && page.length < query.limit; i += step) {
      const slot = slots[i]!;
      if (!keeps(slot, i)) continue;
      if (skipped < query.offset) skipped++;
      else page.push(slot);
    }
    return page;
  }

  /**
   * The query's filters as one test of a slot. `known` leaves out what the caller's slots already
   * satisfy (a category's own order, a price range), so the hot loops read as few columns as they can.
   */
  private filterOf(query: IndexQuery, known: { category?: boolean; price?: boolean } = {}): (slot: number) => boolean {
    const { sellerId, featured, sale } = query;
    const categoryId = known.category ? undefined : query.categoryId;
    const sizeMask = query.sizeMask ?? 0;
    const priced = !known.price && (query.minCents !== undefined || query.maxCents !== undefined);
    const low = query.minCents ?? -Infinity;
    const high = query.maxCents ?? Infinity;
    const flagMask = (featured === undefined ? 0 : 1) | (sale === undefined ? 0 : 2);
    const flagValue = (featured ? 1 : 0) | (sale ? 2 : 0);
    const { categoryIds, sellerIds, sizeMasks, prices, flags } = this;
    // A storefront's usual filters, once category and price are known, are none or the sizes;
    // a test of only those costs less per slot than the general one.
    if (categoryId === undefined && sellerId === undefined && !priced && flagMask === 0) {
      return sizeMask === 0 ? KEEP_ALL : (slot) => (sizeMasks[slot]! & sizeMask) !== 0;
    }
    return (slot) => (categoryId === undefined || categoryIds[slot] === categoryId)
      && (sellerId === undefined || sellerIds[slot] === sellerId)
      && (sizeMask === 0 || (sizeMasks[slot]! & sizeMask) !== 0)
      && (!priced || (prices[slot]! >= low && prices[slot]! <= high))
      && (flagMask === 0 || (flags[slot]! & flagMask) === flagValue);
  }


  private nameCategory(categoryId: number, slug: string): void {
    const previous = this.slugByCategory.get(categoryId);
    if (previous === slug) return;
    if (previous !== undefined) this.categoryBySlug.delete(previous);
    this.slugByCategory.set(categoryId, slug);
    this.categoryBySlug.set(slug, categoryId);
  }

  /** What was worked out from the index as it was (words' matches, ranks) no longer holds. */
  private changed(): void {
    this.search.forget();
    this.popularRanks = null;
    this.priceOrderSizes.clear();
  }

  private orderOf(sort: ProductSort, categoryId: number | undefined): SortedSlots | undefined {
    const orders = this.orders.get(sort)!;
    return categoryId === undefined ? orders.all : orders.byCategory.get(categoryId);
  }

  private ordersFor(sort: ProductSort, slot: number): SortedSlots[] {
    const orders = this.orders.get(sort)!;
    return [orders.all, this.categoryOrder(orders.byCategory, sort, this.categoryIds[slot]!)];
  }

  private categoryOrder(byCategory: Map<number, SortedSlots>, sort: ProductSort, categoryId: number): SortedSlots {
    let order = byCategory.get(categoryId);
    if (!order) {
      order = new SortedSlots(this.compare[sort]);
      byCategory.set(categoryId, order);
    }
    return order;
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(1024, needed, this.capacity * 2);
    this.ids = grow(this.ids, capacity);
    this.categoryIds = grow(this.categoryIds, capacity);
    this.sellerIds = grow(this.sellerIds, capacity);
    this.sizeMasks = grow(this.sizeMasks, capacity);
    this.prices = grow(this.prices, capacity);
    this.flags = grow(this.flags, capacity);
    this.reviews = grow(this.reviews, capacity);
    this.ratings = grow(this.ratings, capacity);
    this.created = grow(this.created, capacity);
    this.alive = grow(this.alive, capacity);
    this.capacity = this.ids.length;
  }
}
