import pino from 'pino';

/** Bytes gathered before one write: about fifteen access lines. */
const BATCH_BYTES = 4096;
/** A quiet server's last lines (an outbox mail, an error) still reach the log this soon. */
const FLUSH_EVERY_MS = 100;

export interface LineSink {
  write(line: string): void;
}

/**
 * Log lines gathered and handed on as one string per batch. The lines are joined once, when the
 * batch is full: sonic-boom's own batching (`minLength`) appends each line to the batch's string
 * and measures that string's UTF-8 length again, which copies the whole growing batch on every
 * line, about 2.2 KB of garbage per search request under load (issue 28).
 */
export function batchedLines(destination: LineSink, batchBytes = BATCH_BYTES): LineSink & { flush(): void } {
  const lines: string[] = [];
  let gathered = 0;
  const flush = () => {
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines.length = 0;
    gathered = 0;
    destination.write(batch);
  };
  return {
    write(line) {
      lines.push(line);
      // UTF-16 units, not bytes: the batch's size need not be exact.
      gathered += line.length;
      if (gathered >= batchBytes) flush();
    },
    flush,
  };
}

/**
 * stdout for the log, written in batches instead of one blocking write a line: under load, the
 * access line's write was 15 % of a cached product's time on the event loop (issue 28). What is
 * gathered is written when the process exits, a crash included.
 */
export function bufferedStdout(): LineSink & { flush(done?: (error?: Error) => void): void } {
  const destination = pino.destination({ dest: 1, sync: false });
  const batches = batchedLines(destination);
  const handOn = (sync: boolean) => {
    try {
      batches.flush();
      if (sync) destination.flushSync();
    } catch {
      // A stream destroyed on its way out: nothing more can be written.
    }
  };
  setInterval(() => handOn(false), FLUSH_EVERY_MS).unref();
  process.once('exit', () => handOn(true));
  return {
    write: (line) => batches.write(line),
    // What pino's logger.flush(done) calls.
    flush: (done) => {
      handOn(false);
      destination.flush(done);
    },
  };
}
