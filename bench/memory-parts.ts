/**
 * A process's resident memory by part, read from /proc/<pid>/smaps (Linux), so the bench's RSS
 * lines say what holds the memory and not only how much (issue 28, decision 011).
 */
import { readFileSync, readlinkSync } from 'node:fs';

export interface MemoryParts {
  /** The node executable's own mappings. */
  binary: number;
  /**
   * The anonymous memory no other part claims: V8's heap pages, compiled code and stacks, and
   * malloc's blocks above its mmap threshold, each mapped on its own.
   */
  anonymous: number;
  /** glibc's main arena (`[heap]`). */
  mainArena: number;
  /** glibc's per-thread arenas: anonymous mappings on a 64 MB boundary inside a 64 MB reservation. */
  threadArenas: number;
  /** WebAssembly memories (PGlite's): anonymous mappings followed by a guard of a gigabyte or more. */
  wasm: number;
  /** Shared libraries and other mapped files. */
  files: number;
}

interface Mapping { start: number; end: number; access: string; path: string; rssKb: number }

const ARENA_SIZE = 64 * 1024 * 1024;
/** V8 reserves a WebAssembly memory's whole 32-bit range and more as a guard behind what it maps. */
const WASM_GUARD = 1024 * 1024 * 1024;
const HEADER = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \d+\s*(.*)$/;

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = HEADER.exec(line);
    if (header) list.push({ start: parseInt(header[1]!, 16), end: parseInt(header[2]!, 16), access: header[3]!, path: header[4]!.trim(), rssKb: 0 });
    else if (line.startsWith('Rss:')) list.at(-1)!.rssKb = Number(/(\d+)/.exec(line)![1]);
  }
  return list;
}

/**
 * An anonymous mapping's part, told by the reservation behind it: an inaccessible guard of a
 * gigabyte or more follows a WebAssembly memory; a glibc thread arena starts on a 64 MB boundary
 * and, with the inaccessible rest of its reservation, fills exactly 64 MB.
 */
function anonymousPart(mapping: Mapping, next: Mapping | undefined): 'wasm' | 'threadArenas' | 'anonymous' {
  const reserved = next && !next.path && next.start === mapping.end && next.access.startsWith('---') ? next.end - next.start : 0;
  if (reserved >= WASM_GUARD) return 'wasm';
  if (mapping.start % ARENA_SIZE === 0 && mapping.end - mapping.start + reserved === ARENA_SIZE) return 'threadArenas';
  return 'anonymous';
}

/** Resident MB by part, or null where /proc cannot be read. */
export function memoryParts(pid: number | undefined): MemoryParts | null {
  if (pid === undefined) return null;
  let list: Mapping[];
  let executable: string;
  try {
    list = mappings(pid);
    executable = readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return null;
  }
  const kb: MemoryParts = { binary: 0, anonymous: 0, mainArena: 0, threadArenas: 0, wasm: 0, files: 0 };
  for (const [index, mapping] of list.entries()) kb[partOf(mapping, list[index + 1], executable)] += mapping.rssKb;
  const mb = (part: keyof MemoryParts) => Math.round(kb[part] / 1024);
  return {
    binary: mb('binary'), anonymous: mb('anonymous'), mainArena: mb('mainArena'), threadArenas: mb('threadArenas'), wasm: mb('wasm'), files: mb('files'),
  };
}

function partOf(mapping: Mapping, next: Mapping | undefined, executable: string): keyof MemoryParts {
  if (!mapping.path) return anonymousPart(mapping, next);
  if (mapping.path === executable) return 'binary';
  if (mapping.path === '[heap]') return 'mainArena';
  // [stack], [vdso] and the like.
  if (mapping.path.startsWith('[')) return 'anonymous';
  return 'files';
}

export function memoryPartsText(parts: MemoryParts | null): string {
  if (!parts) return 'parts unreadable';
  return `V8 and large blocks ${parts.anonymous}, thread arenas ${parts.threadArenas}, PGlite/wasm ${parts.wasm}, main arena ${parts.mainArena}, `
    + `node binary ${parts.binary}, files ${parts.files} MB`;
}
