import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * A secret from its setting, or a random one kept in DATA_DIR (readable by the app's user only),
 * so what it protected before a restart still works after it. Several machines need the setting:
 * each would otherwise make its own.
 */
export async function loadSecret(given: string | undefined, dataDir: string, fileName: string): Promise<string> {
  if (given) return given;
  const file = path.join(dataDir, fileName);
  let damaged = false;
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
    damaged = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process wrote one meanwhile: then theirs is the one to use.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: damaged ? 'w' : 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
