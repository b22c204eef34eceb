import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Db } from '../../../db/client.js';
import type { SearchTerms } from '../search-query.js';
import { CatalogIndex, type CatalogDocument } from './catalog-index.js';
import { loadDocuments, loadDocumentsAfter, loadOrders } from './catalog-documents.js';

export interface ReadModelOptions {
  db: Db;
  searchTerms: SearchTerms;
  log: FastifyBaseLogger;
  /** After changes were applied: replies cached from the old state must go. */
  onApplied: () => void;
  /** How often to look for changes when no notification says so. */
  pollMs?: number;
  /** Products read per query while building (smaller on the embedded database, which runs on the event loop). */
  chunkSize?: number;
}

/**
 * How far back each look for changes reaches. A change row is stamped when written but seen
 * only once its transaction commits, so each look starts from the oldest transaction that was
 * still open at the previous look (pg_stat_activity), less this margin; rows already applied are
 * skipped by their id.
 */
const MARGIN_MS = 1_000;
const RETRY_MS = 100;
const CHANGES_KEPT = '1 hour';
const OUT_OF_TOUCH_MS = 30 * 60_000;
const PURGE_EVERY_MS = 60_000;
const EVERYTHING = 0;
/** More changed products than this at once are read by a rebuild (in the background) instead. */
const REBUILD_ABOVE = 5_000;

interface Changes { now: number; horizon: number; ids: string[]; productIds: number[] }

/**
 * Where the next look must start: now, or the start of the oldest client transaction still open,
 * but never more than 10 minutes back, so a session left idle in a transaction cannot make every
 * look re-read an hour of changes.
 */
const HORIZON = sql`extract(epoch FROM greatest(clock_timestamp() - interval '10 minutes', least(clock_timestamp(),
  (SELECT min(xact_start) FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend')))) * 1000`;

async function readChanges(db: Db, sinceMs: number): Promise<Changes> {
  const result = await db.execute(sql`
    SELECT extract(epoch FROM clock_timestamp()) * 1000 AS now, ${HORIZON} AS horizon,
           coalesce(array_agg(c.id::text ORDER BY c.id), '{}') AS ids,
           coalesce(array_agg(c.product_id ORDER BY c.id), '{}') AS product_ids
    FROM catalog_changes c WHERE c.changed_at > to_timestamp(${sinceMs / 1000})`);
  const row = (result as unknown as { rows: Array<{ now: string | number; horizon: string | number; ids: string[]; product_ids: number[] }> }).rows[0]!;
  return { now: Number(row.now), horizon: Number(row.horizon) - MARGIN_MS, ids: row.ids, productIds: row.product_ids };
}

async function changesHorizon(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT ${HORIZON} AS horizon`);
  return Number((result as unknown as { rows: Array<{ horizon: string | number }> }).rows[0]!.horizon) - MARGIN_MS;
}

/**
 * This instance's copy of what shoppers can find (docs/decisions/010). It is built in the
 * background at start; until then, and whenever it cannot be trusted, `current()` answers null
 * and shoppers are served by SQL. Triggers record every changed product in catalog_changes; a
 * notification (or, if one is lost, the next poll) makes the model re-read exactly those, and a
 * shopper request that arrives after a notification waits for that re-read, so a write is never
 * served stale once its notification has landed.
 */
export function createCatalogReadModel(options: ReadModelOptions) {
  const { db, searchTerms, log, onApplied } = options;
  const pollMs = options.pollMs ?? 500;
  const chunkSize = options.chunkSize ?? 2_000;
  let index: CatalogIndex | null = null;
  let sinceMs = 0;
  // Change rows already applied (id -> when seen), until the horizon passes them.
  const applied = new Map<string, number>();
  // Writes announced, and how many of those announcements a finished look has covered.
  let announced = 0;
  let caughtUpTo = 0;
  let lookedAt = 0;
  let polling: Promise<boolean> | null = null;
  let building: Promise<void> | null = null;
  let purgedAt = Date.now();
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const stale = () => caughtUpTo !== announced;

  async function build(): Promise<void> {
    const started = Date.now();
    const snapshotFrom = await changesHorizon(db);
    const fresh = new CatalogIndex();
    for (let after = 0; ;) {
      const documents = await loadDocumentsAfter(db, after, chunkSize);
      for (const document of documents) fresh.put(document);
      if (documents.length < chunkSize || closed) break;
      after = documents.at(-1)!.id;
      await yieldToRequests();
    }
    fresh.setOrders(await loadOrders(db));
    if (closed) return;
    await polling;
    index = fresh;
    sinceMs = snapshotFrom;
    lookedAt = Date.now();
    applied.clear();
    searchTerms.forget();
    log.info({ products: fresh.size, ms: Date.now() - started }, 'catalogue read model built');
    // Writes made while it was read are applied before any shopper is served from it.
    markStale();
    await poll();
    onApplied();
  }

  function rebuild(reason: string): Promise<void> {
    building ??= build()
      .catch((error: unknown) => log.error({ err: error, reason }, 'catalogue read model build failed; shoppers are served by SQL'))
      .finally(() => {
        building = null;
      });
    return building;
  }

  async function applyChanges(): Promise<void> {
    const model = index;
    if (!model) return;
    const covers = announced;
    const changes = await readChanges(db, sinceMs);
    const changed = new Set<number>();
    const newChangeIds: string[] = [];
    changes.ids.forEach((id, i) => {
      if (applied.has(id)) return;
      newChangeIds.push(id);
      changed.add(changes.productIds[i]!);
    });
    if (changed.has(EVERYTHING)) {
      // A TRUNCATE: nothing held can be trusted; SQL serves until the rebuild is done.
      index = null;
      onApplied();
      void rebuild('truncate');
      return;
    }
    if (changed.size > REBUILD_ABOVE) {
      // A bulk import: reading everything afresh costs less than replacing this many one by one.
      void rebuild('bulk change');
    } else if (changed.size) {
      const ids = [...changed];
      const documents: CatalogDocument[] = [];
      for (let i = 0; i < ids.length; i += chunkSize) documents.push(...(await loadDocuments(db, ids.slice(i, i + chunkSize))));
      if (index !== model) return;
      const loaded = new Map(documents.map((document) => [document.id, document]));
      let newWords = false;
      for (const id of ids) {
        const document = loaded.get(id);
        if (!document) model.remove(id);
        // A build's catch-up re-reads products written while it read them, often unchanged since.
        else if (!model.product(id)?.equals(Buffer.from(JSON.stringify(document.reply)))) newWords = model.put(document) || newWords;
      }
      if (newWords) searchTerms.forget();
      onApplied();
    }
    for (const id of newChangeIds) applied.set(id, changes.now);
    sinceMs = changes.horizon;
    lookedAt = Date.now();
    // A row committed before the horizon is never read again, so its id need not be remembered.
    for (const [id, seenAt] of applied) if (seenAt < sinceMs) applied.delete(id);
    caughtUpTo = covers;
    if (model.retiredSlots > Math.max(10_000, model.size)) void rebuild('retired slots');
  }

  /** Looks for changes (one look at a time); false when the look failed. */
  function poll(): Promise<boolean> {
    polling ??= applyChanges()
      .then(() => true)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'catalogue changes could not be read; retrying');
        return false;
      })
      .finally(() => {
        polling = null;
      });
    return polling;
  }

  /** One round of the timer; returns how long to wait before the next. */
  async function tick(): Promise<number> {
    let healthy = true;
    if (!index) await rebuild('not built');
    // Out of touch for longer than catalog_changes keeps its rows: changes may be gone, read it all.
    else if (Date.now() - lookedAt > OUT_OF_TOUCH_MS) await rebuild('out of touch');
    else healthy = await poll();
    if (Date.now() - purgedAt >= PURGE_EVERY_MS) {
      purgedAt = Date.now();
      await db.execute(sql`DELETE FROM catalog_changes WHERE changed_at < now() - ${CHANGES_KEPT}::interval`).catch(() => undefined);
    }
    // A failed look (a connection cut, the database restarting) is tried again soon, not in a full period.
    return healthy ? pollMs : Math.min(pollMs, RETRY_MS);
  }

  function schedule(delay = pollMs): void {
    if (closed) return;
    timer = setTimeout(() => {
      tick().then(schedule, () => schedule(RETRY_MS));
    }, delay);
    timer.unref();
  }

  /** A write was announced (or may have been missed): the next shopper read waits for it. */
  function markStale(): void {
    announced++;
    void poll();
  }

  return {
    markStale,

    start(): void {
      void rebuild('start').finally(() => schedule());
    },

    /** The index to answer shoppers from, caught up with every announced write; null: use SQL. */
    async current(): Promise<CatalogIndex | null> {
      // Twice: a write announced while a look was already under way needs a look of its own.
      // A look that failed is not retried here: the timer does, and shoppers get what is held.
      for (let attempt = 0; attempt < 2 && stale() && index; attempt++) {
        if (!(await poll())) break;
      }
      return index;
    },

    /** Whether shoppers are served from memory yet (a load balancer's readiness probe may wait for it). */
    get built(): boolean {
      return index !== null;
    },

    /** Catches up with every write committed so far, announced or not. */
    async sync(): Promise<void> {
      markStale();
      for (let attempt = 0; attempt < 3 && stale() && index; attempt++) await poll();
    },

    /** Resolves once the first build has finished (tests and the bench wait for it). */
    async ready(): Promise<void> {
      for (let attempt = 0; attempt < 3 && !index && !closed; attempt++) await (building ?? rebuild('ready'));
    },

    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await building;
      await polling;
    },
  };
}

export type CatalogReadModel = ReturnType<typeof createCatalogReadModel>;
