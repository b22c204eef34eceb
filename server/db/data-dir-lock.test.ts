import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

/** One process per embedded database directory (reliability review 1, section 1+). */
describe('the embedded database directory lock', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-lock-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second start on a DATA_DIR in use refuses with a clear message and exits non-zero', async () => {
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const second = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Without the lock the second start would listen: it is stopped rather than left running.
      const stop = setTimeout(() => second.kill('SIGKILL'), 30_000);
      let output = '';
      second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = await once(second, 'exit');
      clearTimeout(stop);
      expect(code).toBe(1);
      expect(output).toContain(`is in use by another Threadline process (pid ${process.pid})`);
      expect(output).not.toContain('listening on');
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 60_000);

  it('refuses a second open in the same process until the first is closed', async () => {
    const first = await openPglite(path.join(dataDir, 'db'));
    await expect(openPglite(path.join(dataDir, 'db'))).rejects.toThrow(DataDirInUseError);
    await first.close();
    const again = await openPglite(path.join(dataDir, 'db'));
    await again.close();
  }, 60_000);

  it('takes over a lock left by a process that died', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const lockPath = path.join(dataDir, 'other.lock');
    mkdirSync(path.join(dataDir, 'other'));
    writeFileSync(lockPath, `${dead}\n`);
    const release = lockDataDir(lockPath, path.join(dataDir, 'other'));
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });
});
