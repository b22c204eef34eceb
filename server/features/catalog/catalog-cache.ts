export interface CachedReply {
  body: string;
  headers: Record<string, string>;
}

export function jsonReply(value: unknown, headers: Record<string, string> = {}): CachedReply {
  return { body: JSON.stringify(value), headers: { 'content-type': 'application/json; charset=utf-8', ...headers } };
}

interface Entry {
  reply: CachedReply;
  storedAt: number;
}

/**
 * What visitors see, kept as ready-to-send JSON. Every committed write to products, sellers or
 * categories clears it, in this instance and in every other one (a trigger NOTIFYs
 * 'catalog_changed', each instance LISTENs). A generation counter keeps a load that started
 * before a write from storing its stale result after the clear; the TTL only bounds how long a
 * missed notification could matter.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedReply>>();
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs = 60_000,
  ) {}

  async get(key: string, load: () => Promise<CachedReply>): Promise<CachedReply> {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt < this.ttlMs) return entry.reply;
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const promise = load().finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    const reply = await promise;
    if (generation === this.generation && this.maxEntries > 0) this.store(key, reply);
    return reply;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, reply: CachedReply): void {
    this.entries.delete(key);
    this.entries.set(key, { reply, storedAt: Date.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
