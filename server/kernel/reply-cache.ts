import { replyBuffers } from './reply-buffers.js';

export interface CachedReply {
  body: string | Buffer;
  headers: Record<string, string>;
  /**
   * Answered from a copy of the data that clears the cache itself whenever it takes in a change,
   * notified or not (the catalogue read model's poll): such a reply may live `keptCurrentTtlMs`.
   */
  keptCurrent?: boolean;
}

export function jsonReply(value: unknown, headers: Record<string, string> = {}): CachedReply {
  return { body: JSON.stringify(value), headers: { 'content-type': 'application/json; charset=utf-8', ...headers } };
}

const ownedReply = (reply: CachedReply): CachedReply =>
  typeof reply.body === 'string' || !replyBuffers.lends(reply.body) ? reply : { ...reply, body: Buffer.from(reply.body) };

export interface CatalogCacheLimits {
  /** Total bytes of stored replies (bodies, keys and headers); 0 turns the cache off. */
  maxBytes: number;
  /** Stored replies, at most; 0 turns the cache off. */
  maxEntries: number;
  /** How long a reply may be served without a clear (a missed notification's worst case). */
  ttlMs?: number;
  /** The same for a reply marked `keptCurrent`, whose staleness its source bounds; `ttlMs` by default. */
  keptCurrentTtlMs?: number;
  /** Larger replies are never stored: one would crowd out many pages nobody else shares. */
  maxReplyBytes?: number;
  /** When a loaded reply is kept: from its key's second request on (the default; see CatalogCache), or at once. */
  admission?: 'first-request' | 'second-request';
}

export interface CacheOptions {
  /** False for replies few visitors share (e.g. deep pages): loaded, never stored. */
  store?: boolean;
  /** Another name for the stored reply (the exact URL asked for), for `peekAlias`. */
  alias?: string;
}

interface Entry {
  reply: CachedReply;
  bytes: number;
  expiresAt: number;
}

export const DEFAULT_MAX_REPLY_BYTES = 256 * 1024;
/**
 * How long a cached reply lives. On a PostgreSQL server a notification can be lost (a dropped
 * listener, a proxy that eats NOTIFY), so a reply lives one second there: a write still reaches
 * every instance's shoppers within a second. The embedded database notifies inside the process
 * and loses nothing, and its queries run on the event loop, where re-reading every popular page
 * each second measured 10-25% off the repeated-URL bench; a minute bounds it there.
 */
export const CACHE_TTL_MS = { postgres: 1_000, pglite: 60_000 } as const;
/**
 * A reply the read model answered, on either database. Its poll finds a write whose notification
 * was lost within half a second and clears the cache then (catalog-read-model.ts), so the short
 * lifetime would only make every instance re-answer popular pages each second (issue 28).
 */
export const KEPT_CURRENT_TTL_MS = 60_000;
const DEFAULT_TTL_MS = CACHE_TTL_MS.pglite;
// Map entry, object headers and the like, roughly; only needs to keep tiny replies from being free.
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * What visitors see, kept as ready-to-send JSON. Every committed write to products, sellers or
 * categories clears it, in this instance and in every other one (a trigger NOTIFYs
 * 'catalog_changed', each instance LISTENs). A generation counter keeps a load that started
 * before a write from storing its stale result after the clear; the one-second TTL bounds how
 * long a missed notification could matter.
 *
 * Memory is bounded by bytes, not only by entries (docs/decisions/002): bodies are kept as
 * UTF-8 Buffers (a JSON string with one non-Latin-1 character would take two bytes per
 * character), replies over `maxReplyBytes` are not kept, and expired entries are swept.
 *
 * A reply is kept only when its key is asked for a second time (docs/decisions/002): shoppers'
 * searches and filters are mostly asked once, and keeping each of them cost more than it saved.
 * Under varied traffic the kept replies outlived the young generation, and the Mark-Compacts that
 * collected them slowed the slowest 1% of requests. The keys asked for once are remembered in a
 * set bounded like the entries.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly aliases = new Map<string, string>();
  private readonly loading = new Map<string, Promise<CachedReply>>();
  private readonly askedOnce = new Set<string>();
  private generation = 0;
  private storedBytes = 0;
  private lastSweep = Date.now();
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly keptCurrentTtlMs: number;
  private readonly maxReplyBytes: number;
  private readonly admitAtFirstRequest: boolean;

  constructor(limits: CatalogCacheLimits) {
    this.maxBytes = limits.maxBytes;
    this.maxEntries = limits.maxEntries;
    this.ttlMs = limits.ttlMs ?? DEFAULT_TTL_MS;
    this.keptCurrentTtlMs = limits.keptCurrentTtlMs ?? this.ttlMs;
    this.maxReplyBytes = limits.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
    this.admitAtFirstRequest = limits.admission === 'first-request';
  }

  async get(key: string, load: () => Promise<CachedReply>, options: CacheOptions = {}): Promise<CachedReply> {
    if (options.store === false || !this.enabled) return load();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.expiresAt) {
      if (options.alias) this.addAlias(options.alias, key);
      return entry.reply;
    }
    // A lent body belongs to the request that loaded it (kernel/reply-buffers.ts): others get a copy.
    const pending = this.loading.get(key);
    if (pending) return pending.then(ownedReply);

    // An expired entry was asked for before: its key is admitted again at once.
    const admitted = entry !== undefined || this.admits(key);
    const generation = this.generation;
    const promise = load()
      .then((reply) => ({ ...reply, body: typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body }))
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    const reply = await promise;
    if (admitted && generation === this.generation) {
      this.store(key, ownedReply(reply));
      if (options.alias && this.entries.has(key)) this.addAlias(options.alias, key);
    }
    return reply;
  }

  /** The fresh reply stored under this alias, or undefined; never loads. */
  peekAlias(alias: string): CachedReply | undefined {
    const key = this.aliases.get(alias);
    const entry = key === undefined ? undefined : this.entries.get(key);
    return entry && Date.now() < entry.expiresAt ? entry.reply : undefined;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.aliases.clear();
    this.loading.clear();
    this.storedBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by stored replies, as counted against `maxBytes`. */
  get bytes(): number {
    return this.storedBytes;
  }

  private get enabled(): boolean {
    return this.maxBytes > 0 && this.maxEntries > 0;
  }

  private store(key: string, reply: CachedReply): void {
    const bodyBytes = reply.body.length;
    if (bodyBytes > this.maxReplyBytes) return;
    const now = Date.now();
    if (now - this.lastSweep >= this.ttlMs) this.sweep(now);
    let headerBytes = 0;
    for (const [name, value] of Object.entries(reply.headers)) headerBytes += name.length + value.length;
    const bytes = bodyBytes + key.length * 2 + headerBytes + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { reply, bytes, expiresAt: now + (reply.keptCurrent ? this.keptCurrentTtlMs : this.ttlMs) });
    this.storedBytes += bytes;
    // Least recently stored leaves first.
    for (const oldest of this.entries.keys()) {
      if (this.storedBytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
  }

  private admits(key: string): boolean {
    if (this.admitAtFirstRequest || this.askedOnce.has(key)) return true;
    if (this.askedOnce.size >= this.maxEntries) this.askedOnce.clear();
    this.askedOnce.add(key);
    return false;
  }

  // Aliases only point at entries; they are bounded by count and dropped all at once.
  private addAlias(alias: string, key: string): void {
    if (this.aliases.size >= this.maxEntries * 4) this.aliases.clear();
    this.aliases.set(alias, key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.storedBytes -= entry.bytes;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, entry] of this.entries) {
      if (now >= entry.expiresAt) this.remove(key);
    }
  }
}

/** What a write on this instance tells the catalogue's readers: what they hold may be stale. */
export interface CatalogChanges {
  invalidate(): void;
}
