import type { Product } from '../../../../shared/catalog-schemas.js';
import { replyBuffers } from '../../../kernel/reply-buffers.js';

const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const OPEN_VARIANTS = Buffer.from(',"variants":[');
const CLOSE_VARIANTS = Buffer.from(']}');

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
 * the sizes, colours and stock levels, not on the number of products). A product's own reply
 * carries its variants; in a list it is the summary a card needs (productSummarySchema: the same
 * JSON without them). Each slot's reply is packed as
 *
 *   u32 summary's JSON length | u32 head length | head: the JSON up to the category | u32 shared tail
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
    const tail = this.fragments.take(`,"category":${JSON.stringify(category)},"seller":${JSON.stringify(seller)}`);
    const row = Buffer.allocUnsafe(16 + headLength + 4 * variants.length);
    row.writeUInt32LE(headLength + this.fragments.get(tail).length + 1, 0);
    let at = row.writeUInt32LE(headLength, 4);
    at += row.write(head, at);
    at = row.writeUInt32LE(tail, at);
    at = row.writeUInt32LE(variants.length, at);
    for (const variant of variants) at = row.writeUInt32LE(this.fragments.take(JSON.stringify(variant)), at);
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

  /** One product's reply, with its variants. */
  reply(slot: number): Buffer {
    const row = this.rows[slot]!;
    const parts = this.variantParts(row);
    let length = row.readUInt32LE(0) - 1 + OPEN_VARIANTS.length + Math.max(parts.length - 1, 0) + CLOSE_VARIANTS.length;
    for (const part of parts) length += part.length;
    const target = Buffer.allocUnsafe(length);
    let to = this.writeSummary(row, target, 0);
    target.set(OPEN_VARIANTS, to);
    to += OPEN_VARIANTS.length;
    parts.forEach((part, i) => {
      if (i > 0) target[to++] = COMMA;
      target.set(part, to);
      to += part.length;
    });
    target.set(CLOSE_VARIANTS, to);
    return target;
  }

  /** The summaries of these slots as one JSON list, written straight into the reply body (lent: kernel/reply-buffers.ts). */
  list(slots: readonly number[]): Buffer {
    let length = 2 + Math.max(slots.length - 1, 0);
    for (const slot of slots) length += this.rows[slot]!.readUInt32LE(0);
    const target = replyBuffers.take(length);
    target[0] = OPEN;
    let at = 1;
    slots.forEach((slot, i) => {
      if (i > 0) target[at++] = COMMA;
      at = this.writeSummary(this.rows[slot]!, target, at);
      target[at++] = CLOSE_OBJECT;
    });
    target[at] = CLOSE;
    return target;
  }

  /**
   * The head and the shared tail, without the closing brace. TypedArray#set, not Buffer#copy,
   * which makes a view of its source on every call; and the head as a plain Uint8Array view,
   * which costs less to make than Buffer#subarray's Buffer.
   */
  private writeSummary(row: Buffer, target: Buffer, offset: number): number {
    const headLength = row.readUInt32LE(4);
    target.set(new Uint8Array(row.buffer, row.byteOffset + 8, headLength), offset);
    const tail = this.fragments.get(row.readUInt32LE(8 + headLength));
    target.set(tail, offset + headLength);
    return offset + headLength + tail.length;
  }

  private variantParts(row: Buffer): Buffer[] {
    let at = 8 + row.readUInt32LE(4) + 4;
    const count = row.readUInt32LE(at);
    const parts: Buffer[] = [];
    for (let i = 0; i < count; i++) parts.push(this.fragments.get(row.readUInt32LE((at += 4))));
    return parts;
  }
}
