import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../app.js';
import type { Db } from '../db/client.js';
import { loadEnv, type Env } from '../env.js';
import type { MailTransport, OutgoingMail } from '../features/mail/mail-transport.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import type { ObjectStorage } from '../storage/storage.js';
import { createTestDatabase, type Driver } from './test-database.js';
import { checkRepliesOf, type ReplyCheck } from './openapi-replies.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  storage: ObjectStorage;
  driver: Driver;
  env: Env;
  /** Mail the app handed over, newest last (without SMTP_URL, instead of the log). */
  mails: OutgoingMail[];
  /** With `validateReplies`: every reply app.inject returned, checked against /api/openapi.json. */
  replyChecks: ReplyCheck[];
  /** Waits for work the app does after replying (reset requests, mail delivery). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** A mail transport that keeps what it is given, for tests to read like an inbox. */
export function memoryMailTransport(): MailTransport & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = [];
  return { kind: 'log', mails, send: async (mail) => void mails.push(mail), close: () => undefined };
}

/** The whole app on a fresh database and a temporary upload folder, for app.inject() tests. */
export async function createTestApp(
  driver: Driver, settings: Record<string, string> = {},
  extra: Pick<AppDependencies, 'stripeClientOptions' | 'serverTimeouts' | 'rateLimitRules' | 'clientDir'> & {
    /** Check every reply of app.inject against the OpenAPI document; a reply that does not match throws. */
    validateReplies?: boolean;
  } = {},
): Promise<TestApp> {
  const { validateReplies, ...dependencies } = extra;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...settings });
  const { database, drop } = await createTestDatabase(driver);
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  const inbox = memoryMailTransport();
  const app = await buildApp({
    env, database, storage, clientDir: path.join(dataDir, 'no-client'), ...dependencies,
    ...(env.SMTP_URL ? {} : { mailTransport: inbox }),
  });
  await app.ready();
  // TEST_OPENAPI_REPLIES=true checks the replies of every API test that builds its app here.
  const replyChecks = validateReplies ?? process.env.TEST_OPENAPI_REPLIES === 'true' ? checkRepliesOf(app) : [];
  return {
    app,
    replyChecks,
    db: database.db,
    storage,
    driver,
    env,
    mails: inbox.mails,
    settle: () => app.backgroundWork.settle(),
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie a reply set, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tl_session' || c.name === '__Host-tl_session');
  if (!cookie) throw new Error(`No session cookie in reply ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}
