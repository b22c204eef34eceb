import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from './test/test-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const PORT = 5392;

/** WEB_CONCURRENCY=2 on the PostgreSQL server: two workers share one port, and SIGTERM stops them all. */
describe.skipIf(!serverUrl)('WEB_CONCURRENCY workers (PostgreSQL server only)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  beforeAll(async () => {
    server = await createServerDatabase();
  });
  afterAll(async () => {
    await server?.drop();
  });

  it('migrates once, serves from two workers and stops cleanly', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: server.url, PORT: String(PORT), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const listening = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if ((output.match(/listening on/g) ?? []).length === 2) resolve();
      });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await listening;

    expect(output.match(/database migrated/g)).toHaveLength(1);
    const workerPids = new Set([...output.matchAll(/\[threadline (\d+)\] listening/g)].map((match) => match[1]));
    expect(workerPids.size).toBe(2);
    const replies = await Promise.all(Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${PORT}/api/categories`)));
    expect(replies.map((reply) => reply.status)).toEqual(new Array(8).fill(200));

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output.match(/SIGTERM: shutting down/g)).toHaveLength(2);
  }, 60_000);

  it('replaces a worker that died right after starting, after a short delay', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: server.url, PORT: String(PORT + 1), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // The primary's children, as soon as it has forked both: one is killed long before it is 5 s old.
      const workers = await until(() => {
        const pids = childPids(child.pid!);
        return pids.length === 2 ? pids : undefined;
      });
      process.kill(workers[0]!, 'SIGKILL');
      await until(() => ((output.match(/listening on/g) ?? []).length >= 2 ? true : undefined), 45_000);
      expect(output).toContain('starting another in 1 s');
      const listening = [...output.matchAll(/\[threadline (\d+)\] listening/g)].map((match) => Number(match[1]));
      expect(listening).not.toContain(workers[0]);
      expect((await fetch(`http://127.0.0.1:${PORT + 1}/api/categories`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 90_000);
});

function childPids(parent: number): number[] {
  try {
    return execFileSync('ps', ['--ppid', String(parent), '-o', 'pid='], { encoding: 'utf8' }).split('\n').map((line) => Number(line.trim())).filter(Boolean);
  } catch {
    return [];
  }
}

async function until<T>(check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
