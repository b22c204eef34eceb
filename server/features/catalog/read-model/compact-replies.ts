import type { Product } from '../../../../shared/catalog-schemas.js';

const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]
const CLOSE_PRODUCT = Buffer.from(']}');

/**
 * Byte strings that many replies share (a product's category and shop, a variant), each held
 * once and counted, so the last reply using one lets it go.
 */
class SharedFragments {
  private readonly bytes: Array<Buffer | null> = [];
  private readonly uses: number[] = [];
  private readonly idOf = new Map<string, number>();
  private readonly free: number[] = [];

  take(text: string): number {
    let id = this.idOf.get(text);
    if (id === undefined) {
      id = this.free.pop() ?? this.bytes.length;
      this.bytes[id] = Buffer.from(text);
      this.uses[id] = 0;
      this.idOf.set(text, id);
    }
    this.uses[id]!++;
    return id;
  }

  release(id: number): void {
    if (--this.uses[id]! > 0) return;
    this.idOf.delete(this.bytes[id]!.toString());
    this.bytes[id] = null;
    this.free.push(id);
  }

  get(id: number): Buffer {
    return this.bytes[id]!;
  }
}

/**
 * Every listed product's reply (productSchema as JSON) in about half the bytes of the JSON: the
 * category and shop part is shared, and so is each variant's JSON (how many differ depends on
 * the sizes, colours and stock levels, not on the number of products). Each slot's reply is packed as
 *
 *   u32 JSON length | u32 head length | head: the JSON up to the category | u32 shared tail
 *   | u32 variant count | per variant: u32 shared variant
 */
export class CompactReplies {
  private readonly fragments = new SharedFragments();
  private readonly rows: Array<Buffer | null> = [];

  set(slot: number, product: Product): void {
    const { category, seller, variants, ...own } = product;
    // productSchema puts category, seller and variants last: the product's own fields come first.
    const head = JSON.stringify(own).slice(0, -1);
    const headLength = Buffer.byteLength(head);
    const tail = this.fragments.take(`,"category":${JSON.stringify(category)},"seller":${JSON.stringify(seller)},"variants":[`);
    const row = Buffer.allocUnsafe(16 + headLength + 4 * variants.length);
    let jsonLength = headLength + this.fragments.get(tail).length + Math.max(variants.length - 1, 0) + CLOSE_PRODUCT.length;
    let at = row.writeUInt32LE(headLength, 4);
    at += row.write(head, at);
    at = row.writeUInt32LE(tail, at);
    at = row.writeUInt32LE(variants.length, at);
    for (const variant of variants) {
      const part = this.fragments.take(JSON.stringify(variant));
      jsonLength += this.fragments.get(part).length;
      at = row.writeUInt32LE(part, at);
    }
    row.writeUInt32LE(jsonLength, 0);
    this.rows[slot] = row;
  }

  /** Forgets a slot's reply and lets go of its shared parts. */
  clear(slot: number): void {
    const row = this.rows[slot]!;
    let at = 8 + row.readUInt32LE(4);
    this.fragments.release(row.readUInt32LE(at));
    const variants = row.readUInt32LE(at + 4);
    at += 8;
    for (let i = 0; i < variants; i++, at += 4) this.fragments.release(row.readUInt32LE(at));
    this.rows[slot] = null;
  }

  /** One product's reply. */
  reply(slot: number): Buffer {
    const row = this.rows[slot]!;
    const target = Buffer.allocUnsafe(row.readUInt32LE(0));
    this.write(row, target, 0);
    return target;
  }

  /** The replies of these slots as one JSON list, written straight into the reply body. */
  list(slots: readonly number[]): Buffer {
    let length = 2 + Math.max(slots.length - 1, 0);
    for (const slot of slots) length += this.rows[slot]!.readUInt32LE(0);
    const target = Buffer.allocUnsafe(length);
    target[0] = OPEN;
    let at = 1;
    slots.forEach((slot, i) => {
      if (i > 0) target[at++] = COMMA;
      at = this.write(this.rows[slot]!, target, at);
    });
    target[at] = CLOSE;
    return target;
  }

  // TypedArray#set, not Buffer#copy, which makes a view of its source on every call; and the head
  // as a plain Uint8Array view, which costs less to make than Buffer#subarray's Buffer.
  private write(row: Buffer, target: Buffer, offset: number): number {
    const headLength = row.readUInt32LE(4);
    let at = 8 + headLength;
    target.set(new Uint8Array(row.buffer, row.byteOffset + 8, headLength), offset);
    let to = offset + headLength;
    const tail = this.fragments.get(row.readUInt32LE(at));
    target.set(tail, to);
    to += tail.length;
    const variants = row.readUInt32LE(at + 4);
    at += 8;
    for (let i = 0; i < variants; i++, at += 4) {
      if (i > 0) target[to++] = COMMA;
      const part = this.fragments.get(row.readUInt32LE(at));
      target.set(part, to);
      to += part.length;
    }
    target.set(CLOSE_PRODUCT, to);
    return to + CLOSE_PRODUCT.length;
  }
}
