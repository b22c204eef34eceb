import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createUser } from '../../seed/factories.js';
import { outbox, sessions } from '../../db/schema/index.js';
import { loadEnv } from '../../env.js';
import { createDiskStorage } from '../../storage/disk-storage.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, TEST_DRIVERS } from '../../test/test-database.js';

/** Just enough of an SMTP server on the loopback to receive one message at a time. */
function fakeSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake.smtp\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, messages, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(TEST_DRIVERS)('mail on %s', (driver) => {
  describe('with SMTP_URL', () => {
    let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await fakeSmtpServer();
      t = await createTestApp(driver, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Threadline <hello@shop.example.com>' });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it('sends the reset mail through SMTP, marks the outbox row sent and purges rows past 30 days', async () => {
      const [old] = await t.db.insert(outbox).values({ to: 'old@example.com', subject: 'Old', body: 'old', createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) }).returning();
      const [recent] = await t.db.insert(outbox).values({ to: 'recent@example.com', subject: 'Recent', body: 'recent', createdAt: new Date(Date.now() - 29 * 24 * 3600 * 1000) }).returning();
      const user = await createUser(t.db);
      const response = await t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: user.email } });
      expect(response.statusCode).toBe(200);
      const message = await eventually(() => smtp.messages.find((m) => m.includes(user.email)));
      expect(message).toContain('Reset your Threadline password');
      expect(message).toContain('hello@shop.example.com');
      expect(message).toMatch(/reset-password\?token=/);
      // Text and HTML, one message: the HTML part is drawn from the text (mail-html.ts).
      expect(message).toMatch(/Content-Type: multipart\/alternative/);
      expect(message).toMatch(/Content-Type: text\/plain/);
      expect(message).toMatch(/Content-Type: text\/html/);
      expect(message.replace(/=\r\n/g, '')).toContain('<title>Reset your Threadline password</title>');
      const row = await eventually(async () => {
        const [found] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
        return found?.sentAt ? found : undefined;
      });
      expect(row.sentAt).toBeInstanceOf(Date);
      // The header on the wire is the one derived from the row, so a resend would carry it too.
      expect(message).toContain(`Message-ID: <outbox.${row.id}.${row.createdAt.getTime().toString(36)}@shop.example.com>`);
      expect(row.body).toContain('reset-password?token=[redacted]');
      expect(row.body).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
      await eventually(async () => ((await t.db.select().from(outbox).where(eq(outbox.id, old!.id))).length === 0 ? true : undefined));
      expect(await t.db.select().from(outbox).where(eq(outbox.id, recent!.id))).toHaveLength(1);
    });
  });

  describe('without SMTP_URL, as read in the log', () => {
    const lines: string[] = [];
    let app: Awaited<ReturnType<typeof buildApp>>;
    let close: () => Promise<void>;
    let db: TestApp['db'];

    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-log-test-'));
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });
      const { database, drop } = await createTestDatabase(driver);
      db = database.db;
      app = await buildApp({
        env, database, storage: createDiskStorage(path.join(dataDir, 'uploads')), clientDir: path.join(dataDir, 'none'),
        logStream: { write: (line) => void lines.push(line) },
      });
      await app.ready();
      close = async () => {
        await app.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(async () => {
      await close?.();
    });

    it('writes the message with its link to the log (that line only) and never a session token, hash or password', async () => {
      const register = await app.inject({
        method: 'POST', url: '/api/register',
        payload: { username: 'log_reader', email: 'log.reader@example.com', password: 'first password', firstName: 'Lee', lastName: 'Reader' },
      });
      expect(register.statusCode).toBe(201);
      const firstCookie = sessionCookieOf(register);
      await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: firstCookie } });
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'log.reader@example.com', password: 'first password' } });
      const secondCookie = sessionCookieOf(login);

      expect((await app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: 'log.reader@example.com' } })).statusCode).toBe(200);
      // The reply comes first; the mail follows, into the log.
      // Registration mailed a verification link first (issue 22); this is about the reset mail.
      const isResetMail = (line: string) => line.includes('mail-outbox') && line.includes('/reset-password');
      const mailLine = await eventually(() => lines.find(isResetMail));
      const token = mailLine.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
      // The outbox keeps the message without a working link (issue 6).
      const mail = (await db.select().from(outbox).where(eq(outbox.to, 'log.reader@example.com'))).find((row) => row.body.includes('/reset-password'));
      expect(mail!.body).toContain('/reset-password?token=[redacted]');
      expect(mail!.body).not.toContain(token);
      expect(mail!.sentAt).toBeNull();

      // The reset page is opened with the token in its address; the request log must not keep it.
      await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
      await app.inject({ method: 'POST', url: '/api/password-reset/validate', payload: { token } });
      expect((await app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'second password' } })).statusCode).toBe(200);
      await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: secondCookie } });
      const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);

      await eventually(() => (lines.some(isResetMail) ? true : undefined));
      const mailLines = lines.filter(isResetMail);
      expect(mailLines).toHaveLength(1);
      expect(mailLines[0]).toContain(`/reset-password?token=${token}`);
      expect(lines.some((line) => line.includes('/reset-password?token=[redacted]'))).toBe(true);

      const secrets = [token, firstCookie.split('=')[1]!, secondCookie.split('=')[1]!, '$argon2', 'first password', 'second password', ...sessionIds];
      for (const line of lines.filter((l) => !l.includes('mail-outbox'))) {
        for (const secret of secrets) expect(line).not.toContain(secret);
      }
      expect(lines.join('\n')).not.toMatch(/set-cookie/i);
    });
  });
});
