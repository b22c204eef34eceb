import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres, type Database } from '../../db/client.js';
import { conversations, messages, outbox } from '../../db/schema/index.js';
import { loadEnv } from '../../env.js';
import { createDiskStorage } from '../../storage/disk-storage.js';
import { memoryMailTransport } from '../../test/test-app.js';
import { createServerDatabase } from '../../test/test-database.js';
import { messageCalls, messagingShop, signedInUser } from './messages-test-helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const EACH = 25;

/**
 * Two app instances on one PostgreSQL database (decision 019): sends to one conversation from
 * both at once lose none and every reader orders them the same way; a message sent through one
 * is read through the other at once. PostgreSQL server only: PGlite has one connection and no
 * other instance.
 */
describe.skipIf(!serverUrl)('one conversation written through two instances at once (PostgreSQL server)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let dataDir: string;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    server = await createServerDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-messages-'));
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: server.url });
    const instance = async () => {
      const database = await openPostgres(server.url, 10);
      databases.push(database);
      await database.migrate();
      const app = await buildApp({
        env, database, storage: createDiskStorage(path.join(dataDir, 'uploads')), clientDir: path.join(dataDir, 'no-client'),
        mailTransport: memoryMailTransport(),
      });
      await app.ready();
      return app;
    };
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    await server?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores all 50 messages sent at once through both, lists them in one order on both, and counts 50 unread for the shop', async () => {
    const db = databases[0]!.db;
    const shop = await messagingShop(db);
    const buyer = await signedInUser(db, { firstName: 'Ines' });
    const onA = messageCalls(a);
    const onB = messageCalls(b);
    const opened = await onA.open(buyer.cookie, shop.seller.id);
    expect(opened.statusCode, opened.body).toBe(201);
    const conversationId = opened.json().conversation.id as number;

    const sends = Array.from({ length: EACH }, (_, i) => [
      onA.send(buyer.cookie, conversationId, { text: `a${i}` }),
      onB.send(buyer.cookie, conversationId, { text: `b${i}` }),
    ]).flat();
    const replies = await Promise.all(sends);
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 201));

    const stored = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toHaveLength(2 * EACH);
    const listA = (await onA.list(shop.ownerCookie, conversationId, '?limit=100')).json();
    const listB = (await onB.list(shop.ownerCookie, conversationId, '?limit=100')).json();
    const idsA = listA.messages.map((m: { id: number }) => m.id);
    expect(idsA).toHaveLength(2 * EACH);
    expect(listB.messages.map((m: { id: number }) => m.id)).toEqual(idsA);
    expect([...idsA].sort((x: number, y: number) => x - y)).toEqual(idsA);
    expect(new Set(listA.messages.map((m: { text: string }) => m.text)).size).toBe(2 * EACH);

    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row).toMatchObject({ sellerUnread: 2 * EACH, buyerUnread: 0, lastMessageId: idsA.at(-1), buyerReadMessageId: idsA.at(-1) });
    for (const calls of [onA, onB]) expect((await calls.unread(shop.ownerCookie)).json()).toEqual({ buyer: 0, seller: 2 * EACH, total: 2 * EACH });
    // Fifty sends within a minute, one mail to the shop.
    const mailed = (await db.select().from(outbox)).filter((mail) => mail.body.includes(`conversation=${conversationId}`));
    expect(mailed).toHaveLength(1);
  });

  it('shows a message sent through one instance to the other side through the other at once', async () => {
    const db = databases[0]!.db;
    const shop = await messagingShop(db);
    const buyer = await signedInUser(db);
    const onA = messageCalls(a);
    const onB = messageCalls(b);
    const conversationId = (await onA.open(buyer.cookie, shop.seller.id)).json().conversation.id as number;
    const sent = await onA.send(buyer.cookie, conversationId, { text: 'Is the jacket lined?' });
    expect(sent.statusCode).toBe(201);
    expect((await onB.unread(shop.ownerCookie)).json().seller).toBe(1);
    const seen = (await onB.list(shop.ownerCookie, conversationId)).json();
    expect(seen.messages.map((m: { id: number; text: string }) => [m.id, m.text])).toEqual([[sent.json().id, 'Is the jacket lined?']]);
    const answer = await onB.send(shop.ownerCookie, conversationId, { text: 'Yes, fully.' });
    const back = (await onA.list(buyer.cookie, conversationId)).json();
    expect(back.messages.at(-1)).toMatchObject({ id: answer.json().id, text: 'Yes, fully.', mine: false });
    // The shop answered, so it had read the question: the buyer's message shows as read.
    expect(back.messages[0].readAt).not.toBeNull();
  });
});
