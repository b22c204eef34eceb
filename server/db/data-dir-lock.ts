import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';

/** Another live process holds the embedded database's directory. */
export class DataDirInUseError extends Error {}

/** Locks this process holds: opening the same directory twice in one process is refused as well. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite takes no lock on its directory: a second process on the same one starts without a word,
 * each sees only its own writes, and acknowledged orders are lost (reliability review 1, 1+). So
 * this process claims `lockPath` (created exclusively, holding its pid) or refuses to start. A
 * lock left by a process that died (kill -9, power loss) names a pid no longer alive, or this
 * process's own pid after a container restart, and is taken over. Returns the release.
 */
export function lockDataDir(lockPath: string, dataDir: string): () => void {
  if (heldHere.has(lockPath)) throw new DataDirInUseError(`The data directory ${dataDir} is already open in this process`);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        if (!heldHere.delete(lockPath)) return;
        if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockPath);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by another Threadline process (pid ${holder}). `
        + 'Stop that process first, or give this one its own DATA_DIR. '
        + `If no such process is running Threadline, delete ${lockPath}.`,
      );
    }
    // Stale: moved aside (one rename wins if two processes find it at once), then claimed afresh.
    try {
      renameSync(lockPath, `${lockPath}.stale-${process.pid}`);
      rmSync(`${lockPath}.stale-${process.pid}`, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}: ${lockPath} keeps reappearing`);
}
