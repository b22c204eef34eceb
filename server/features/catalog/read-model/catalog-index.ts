import { PRODUCT_SORTS, type ProductSort } from '../../../../shared/catalog-constants.js';
import type { SearchTerm } from '../search-query.js';
import { SortedSlots, type SlotOrder } from './sorted-slots.js';

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
  /** The product as the API sends it (productSchema), ready to join into a page. */
  json: string;
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

export interface IndexAnswer { total: number; json: string[] }

interface Postings { slots: Int32Array; tiers: Uint8Array; length: number }

/** Below this many matches a page is found by sorting them; above it, by walking a presorted order. */
const SORT_AT_MOST = 512;
const NO_SELLER = -1;
const MAX_TERMS = 8;

function grow<T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(array: T, capacity: number): T {
  if (array.length >= capacity) return array;
  const grown = new (array.constructor as new (length: number) => T)(Math.max(capacity, array.length * 2));
  grown.set(array);
  return grown;
}

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
  private json: string[] = [];
  private readonly slotById = new Map<number, number>();
  private readonly postings = new Map<string, Postings>();
  private lexemes: string[] = [];
  private lexemesSorted = true;
  private readonly orders = new Map<ProductSort, { all: SortedSlots; byCategory: Map<number, SortedSlots> }>();
  private ordered = false;
  // Scratch space reused by every query (one query runs at a time: queries never await).
  private termScores: Uint8Array[] = [];
  private termSlots: Int32Array[] = [];
  private termLengths = new Int32Array(MAX_TERMS);
  private marks = new Uint8Array(0);
  private matches = new Int32Array(0);

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

  /** A listed product's reply, or undefined. */
  product(id: number): string | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.json[slot];
  }

  /**
   * Adds (or replaces) a product; true when it brought a word the index did not hold. Before
   * `setOrders`, only the columns and postings are filled.
   */
  put(document: CatalogDocument): boolean {
    this.remove(document.id);
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
    this.json[slot] = document.json;
    this.slotById.set(document.id, slot);
    let newWord = false;
    for (const [lexeme, tier] of document.lexemes) newWord = this.addPosting(lexeme, slot, tier) || newWord;
    if (this.ordered) for (const sort of PRODUCT_SORTS) this.ordersFor(sort, slot).forEach((order) => order.insert(slot));
    return newWord;
  }

  remove(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    if (this.ordered) for (const sort of PRODUCT_SORTS) this.ordersFor(sort, slot).forEach((order) => order.remove(slot));
    this.slotById.delete(id);
    this.alive[slot] = 0;
    this.json[slot] = '';
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
  }

  query(query: IndexQuery): IndexAnswer {
    if (!this.ordered) throw new Error('The catalogue index has no orders yet');
    const slots = query.terms ? this.searchPage(query, query.terms) : this.browsePage(query);
    return { total: slots.total, json: slots.page.map((slot) => this.json[slot]!) };
  }

  private browsePage(query: IndexQuery): { total: number; page: number[] } {
    const sort = query.sort ?? 'popular';
    const order = this.orderOf(sort, query.categoryId);
    if (!order) return { total: 0, page: [] };
    const keeps = this.filterOf(query);
    const priced = query.minCents !== undefined || query.maxCents !== undefined;
    const onlyCategory = !priced && !query.sizeMask && query.sellerId === undefined && query.featured === undefined && query.sale === undefined;

    let total: number;
    let few: number[] | null = null;
    if (onlyCategory) {
      total = order.length;
    } else {
      // Count over the narrowest stretch: the price range of the price order, when there is one.
      const byPrice = this.orderOf('price-low', query.categoryId)!;
      const from = priced && query.minCents !== undefined ? byPrice.search((s) => this.prices[s]! >= query.minCents!) : 0;
      const to = priced && query.maxCents !== undefined ? byPrice.search((s) => this.prices[s]! > query.maxCents!) : byPrice.length;
      const counted = priced ? { order: byPrice, from, to } : { order, from: 0, to: order.length };
      few = [];
      total = 0;
      for (let i = counted.from; i < counted.to; i++) {
        const slot = counted.order.slots[i]!;
        if (!keeps(slot)) continue;
        if (++total <= SORT_AT_MOST) few.push(slot);
      }
      if (total > SORT_AT_MOST) few = null;
    }
    if (few) return { total, page: few.sort(this.compare[sort]).slice(query.offset, query.offset + query.limit) };
    return { total, page: this.walk(order, query, onlyCategory ? null : keeps) };
  }

  private searchPage(query: IndexQuery, terms: SearchTerm[]): { total: number; page: number[] } {
    const termCount = Math.min(terms.length, MAX_TERMS);
    this.ensureScratch(termCount);
    try {
      let driver = 0;
      for (let t = 0; t < termCount; t++) {
        this.scatterTerm(t, terms[t]!);
        if (this.termLengths[t]! < this.termLengths[driver]!) driver = t;
      }
      const keeps = this.filterOf(query);
      const candidates = this.termSlots[driver]!;
      const scores = this.termScores;
      const matches = this.matches;
      const relevance = this.marks;
      let total = 0;
      for (let i = 0, end = this.termLengths[driver]!; i < end; i++) {
        const slot = candidates[i]!;
        if (!this.alive[slot] || !keeps(slot)) continue;
        let score = 0;
        let everyTerm = true;
        for (let t = 0; t < termCount; t++) {
          const tier = scores[t]![slot]!;
          if (tier === 0) {
            everyTerm = false;
            break;
          }
          score += tier - 1;
        }
        if (!everyTerm) continue;
        matches[total++] = slot;
        relevance[slot] = score + 1;
      }
      const page = query.sort ? this.sortedMatches(query, query.sort, total) : this.relevantMatches(query, total);
      for (let i = 0; i < total; i++) relevance[matches[i]!] = 0;
      return { total, page };
    } finally {
      for (let t = 0; t < termCount; t++) {
        const score = this.termScores[t]!;
        const slots = this.termSlots[t]!;
        for (let i = 0, end = this.termLengths[t]!; i < end; i++) score[slots[i]!] = 0;
      }
    }
  }

  /** A page of the search matches (in `matches`, marked in `marks`) in a chosen order. */
  private sortedMatches(query: IndexQuery, sort: ProductSort, total: number): number[] {
    if (total <= SORT_AT_MOST) {
      return Array.from(this.matches.subarray(0, total)).sort(this.compare[sort]).slice(query.offset, query.offset + query.limit);
    }
    return this.walk(this.orderOf(sort, query.categoryId)!, query, (slot) => this.marks[slot]! > 0);
  }

  /**
   * A page by relevance: score (marks hold score + 1), then popularity. Few matches are sorted;
   * many are bucketed by score and the popularity order is walked for the page's buckets only.
   */
  private relevantMatches(query: IndexQuery, total: number): number[] {
    const relevance = this.marks;
    const popular = this.compare.popular;
    if (total <= SORT_AT_MOST) {
      return Array.from(this.matches.subarray(0, total))
        .sort((a, b) => relevance[b]! - relevance[a]! || popular(a, b))
        .slice(query.offset, query.offset + query.limit);
    }
    const buckets = new Int32Array(256);
    for (let i = 0; i < total; i++) buckets[relevance[this.matches[i]!]!]!++;
    // starts[score]: the position, in the answer, of the first match with that score.
    const starts = new Int32Array(256);
    for (let score = 255, position = 0; score > 0; score--) {
      starts[score] = position;
      position += buckets[score]!;
    }
    const end = Math.min(query.offset + query.limit, total);
    if (query.offset >= end) return [];
    const page: number[] = new Array(end - query.offset);
    const seen = new Int32Array(256);
    let found = 0;
    const order = this.orderOf('popular', query.categoryId)!;
    for (let i = 0; i < order.length && found < page.length; i++) {
      const slot = order.slots[i]!;
      const score = relevance[slot]!;
      if (score === 0) continue;
      const position = starts[score]! + seen[score]!++;
      if (position >= query.offset && position < end) {
        page[position - query.offset] = slot;
        found++;
      }
    }
    return page;
  }

  private walk(order: SortedSlots, query: IndexQuery, keeps: ((slot: number) => boolean) | null): number[] {
    const page: number[] = [];
    if (!keeps) {
      const end = Math.min(order.length, query.offset + query.limit);
      for (let i = query.offset; i < end; i++) page.push(order.slots[i]!);
      return page;
    }
    let skipped = 0;
    for (let i = 0; i < order.length && page.length < query.limit; i++) {
      const slot = order.slots[i]!;
      if (!keeps(slot)) continue;
      if (skipped < query.offset) skipped++;
      else page.push(slot);
    }
    return page;
  }

  private filterOf(query: IndexQuery): (slot: number) => boolean {
    const { categoryId, sellerId, sizeMask, minCents, maxCents, featured, sale } = query;
    const flagMask = (featured === undefined ? 0 : 1) | (sale === undefined ? 0 : 2);
    const flagValue = (featured ? 1 : 0) | (sale ? 2 : 0);
    const low = minCents ?? -Infinity;
    const high = maxCents ?? Infinity;
    return (slot) => (categoryId === undefined || this.categoryIds[slot] === categoryId)
      && (sellerId === undefined || this.sellerIds[slot] === sellerId)
      && (!sizeMask || (this.sizeMasks[slot]! & sizeMask) !== 0)
      && this.prices[slot]! >= low && this.prices[slot]! <= high
      && (this.flags[slot]! & flagMask) === flagValue;
  }

  /** Fills termScores[t] with 1 + the best tier of each matching slot, and termSlots[t] with those slots. */
  private scatterTerm(t: number, term: SearchTerm): void {
    const scores = this.termScores[t]!;
    const slots = this.termSlots[t]!;
    let length = 0;
    for (const alternative of term) {
      for (const postings of this.postingsOf(alternative.lexeme, alternative.prefix)) {
        for (let i = 0; i < postings.length; i++) {
          const slot = postings.slots[i]!;
          const tier = postings.tiers[i]! + 1;
          const current = scores[slot]!;
          if (current === 0) slots[length++] = slot;
          if (tier > current) scores[slot] = tier;
        }
      }
    }
    this.termLengths[t] = length;
  }

  private *postingsOf(lexeme: string, prefix: boolean): Generator<Postings> {
    if (!prefix) {
      const exact = this.postings.get(lexeme);
      if (exact) yield exact;
      return;
    }
    this.sortLexemes();
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[middle]! < lexeme) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.lexemes.length && this.lexemes[i]!.startsWith(lexeme); i++) yield this.postings.get(this.lexemes[i]!)!;
  }

  private addPosting(lexeme: string, slot: number, tier: number): boolean {
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

  private sortLexemes(): void {
    if (this.lexemesSorted) return;
    this.lexemes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.lexemesSorted = true;
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

  private ensureScratch(termCount: number): void {
    if (this.marks.length < this.capacity) {
      this.marks = new Uint8Array(this.capacity);
      this.matches = new Int32Array(this.capacity);
      this.termScores = [];
      this.termSlots = [];
    }
    while (this.termScores.length < termCount) {
      this.termScores.push(new Uint8Array(this.capacity));
      this.termSlots.push(new Int32Array(this.capacity));
    }
  }
}
