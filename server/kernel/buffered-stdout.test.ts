import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { batchedLines } from './buffered-stdout.js';

/** A child process that logs through bufferedStdout, then ends as `ending` says. */
function run(ending: string): { stdout: string; status: number | null } {
  const script = `
    const { bufferedStdout } = await import('./server/kernel/buffered-stdout.ts');
    const log = bufferedStdout();
    for (let i = 1; i <= 3; i++) log.write('line ' + i + '\\n');
    ${ending}
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

const stdoutOf = (ending: string) => run(ending).stdout;

describe('batchedLines', () => {
  it('hands lines on in order, one joined string per full batch', () => {
    const written: string[] = [];
    const batches = batchedLines({ write: (text) => written.push(text) }, 10);
    batches.write('abcd\n');
    expect(written).toEqual([]);
    batches.write('efgh\n');
    expect(written).toEqual(['abcd\nefgh\n']);
    batches.write('ijk\n');
    batches.flush();
    batches.flush();
    expect(written).toEqual(['abcd\nefgh\n', 'ijk\n']);
  });
});

describe('bufferedStdout', () => {
  it('writes the lines still gathered when the process exits', () => {
    expect(stdoutOf('process.exit(0);')).toBe('line 1\nline 2\nline 3\n');
  });

  it('writes them when the process crashes too', () => {
    expect(stdoutOf("setTimeout(() => { throw new Error('boom'); }, 0);")).toBe('line 1\nline 2\nline 3\n');
  });

  it("calls back pino's flush once the lines are handed to stdout", () => {
    expect(run('log.flush(() => process.exit(7));')).toMatchObject({ stdout: 'line 1\nline 2\nline 3\n', status: 7 });
  });

  it('writes them within the flush period on a quiet server', () => {
    // Kept alive past two flush periods by a timer, then killed: no exit hook runs.
    expect(stdoutOf("setTimeout(() => process.kill(process.pid, 'SIGKILL'), 400);")).toBe('line 1\nline 2\nline 3\n');
  });
});
