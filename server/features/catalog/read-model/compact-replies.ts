import type { Product } from '../../../../shared/catalog-schemas.js';

const NO_STOCK = -0x80000000;
const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]
const CLOSE_VARIANT = 0x7d; // }
const CLOSE_PRODUCT = Buffer.from(']}');

function digitsOf(value: number): number {
  let digits = value < 0 ? 2 : 1;
  for (let rest = Math.abs(value); rest >= 10; rest = Math.floor(rest / 10)) digits++;
  return digits;
}

function writeInteger(target: Buffer, offset: number, value: number, digits: number): void {
  let rest = Math.abs(value);
  if (value < 0) target[offset] = 0x2d;
  for (let at = offset + digits - 1; at >= offset + (value < 0 ? 1 : 0); at--) {
    target[at] = 0x30 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
}

/**
 * Byte strings that many replies share (a product's category and shop, a variant's size and
 * colour), each held once and counted, so the last reply using one lets it go.
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
 * category and shop part is shared, and so is each variant's `{"size":..,"color":..,"stock":`,
 * with only the stock kept per product. Each slot's reply is packed as
 *
 *   u32 JSON length | u32 head length | head: the JSON up to the category | u32 shared tail
 *   | u32 variant count | per variant: u32 shared part, i32 stock (NO_STOCK: the part is whole)
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
    const row = Buffer.allocUnsafe(16 + headLength + 8 * variants.length);
    let jsonLength = headLength + this.fragments.get(tail).length + Math.max(variants.length - 1, 0) + CLOSE_PRODUCT.length;
    let at = row.writeUInt32LE(headLength, 4);
    at += row.write(head, at);
    at = row.writeUInt32LE(tail, at);
    at = row.writeUInt32LE(variants.length, at);
    for (const variant of variants) {
      const counted = Number.isInteger(variant.stock) && variant.stock > NO_STOCK && variant.stock <= 0x7fffffff;
      const text = JSON.stringify(variant);
      const stockLength = counted ? digitsOf(variant.stock) + 1 : 0;
      const part = this.fragments.take(counted ? text.slice(0, -stockLength) : text);
      jsonLength += this.fragments.get(part).length + stockLength;
      at = row.writeUInt32LE(part, at);
      at = row.writeInt32LE(counted ? variant.stock : NO_STOCK, at);
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
    for (let i = 0; i < variants; i++, at += 8) this.fragments.release(row.readUInt32LE(at));
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

  private write(row: Buffer, target: Buffer, offset: number): number {
    const headLength = row.readUInt32LE(4);
    let at = 8 + headLength;
    let to = offset + row.copy(target, offset, 8, at);
    const tail = this.fragments.get(row.readUInt32LE(at));
    to += tail.copy(target, to);
    const variants = row.readUInt32LE(at + 4);
    at += 8;
    for (let i = 0; i < variants; i++, at += 8) {
      if (i > 0) target[to++] = COMMA;
      to += this.fragments.get(row.readUInt32LE(at)).copy(target, to);
      const stock = row.readInt32LE(at + 4);
      if (stock === NO_STOCK) continue;
      const digits = digitsOf(stock);
      writeInteger(target, to, stock, digits);
      to += digits;
      target[to++] = CLOSE_VARIANT;
    }
    return to + CLOSE_PRODUCT.copy(target, to);
  }
}
