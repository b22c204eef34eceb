/** Negative when slot a comes before slot b. */
export type SlotOrder = (a: number, b: number) => number;

/** Document slots kept in one sort order, for walking a page or a price range without sorting. */
export class SortedSlots {
  slots: Int32Array;
  length = 0;

  constructor(readonly compare: SlotOrder, initial?: Int32Array) {
    this.slots = initial ?? new Int32Array(64);
    this.length = initial?.length ?? 0;
  }

  /** The first index whose slot does not come before `slot`. */
  lowerBound(slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first index whose slot passes `isAtOrAfter` (which must turn true once and stay true). */
  search(isAtOrAfter: (slot: number) => boolean): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isAtOrAfter(this.slots[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** Appends a slot known to come after every slot held (building from an order already sorted). */
  push(slot: number): void {
    this.reserveOne();
    this.slots[this.length++] = slot;
  }

  insert(slot: number): void {
    this.reserveOne();
    const at = this.lowerBound(slot);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  private reserveOne(): void {
    if (this.length < this.slots.length) return;
    const grown = new Int32Array(Math.max(64, this.slots.length * 2));
    grown.set(this.slots);
    this.slots = grown;
  }

  /** Removes a slot whose sort values have not changed since it was inserted. */
  remove(slot: number): void {
    let at = this.lowerBound(slot);
    if (this.slots[at] !== slot || at >= this.length) at = this.slots.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}
