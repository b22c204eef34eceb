import { describe, expect, it } from 'vitest';
import { residentMb } from './processes.js';
import { memoryParts } from './memory-parts.js';

describe.skipIf(process.platform !== 'linux')('memory by part', () => {
  it('splits this process into parts that add up to its resident memory', () => {
    const parts = memoryParts(process.pid)!;
    const total = Object.values(parts).reduce((sum, mb) => sum + mb, 0);
    // Each part is rounded to a MB, and the two readings are a moment apart.
    expect(Math.abs(total - residentMb(process.pid)!)).toBeLessThanOrEqual(Object.keys(parts).length + 2);
    expect(parts.binary).toBeGreaterThan(10);
    expect(parts.anonymous).toBeGreaterThan(10);
  });

  it('answers null for a process it cannot read', () => {
    expect(memoryParts(2 ** 22 + 1)).toBeNull();
  });
});
