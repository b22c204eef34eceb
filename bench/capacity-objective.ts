/** What a capacity is measured against and what its search reports (bench/capacity.ts, bench/capacity-search.ts). */
import type { KindResult } from './open-loop.js';

export const P99_OBJECTIVE_MS = 25;

export interface Probe { rate: number; result: KindResult; held: boolean }
export interface Capacity {
  name: string; rate: number; probes: Probe[]; atRate: KindResult | null;
  /** The server's CPU time per request at one fixed rate (bench/cpu-cost.ts), in µs. */
  cpuUs: number | null;
}
export interface CapacityJob { base: string; name: string; paths: string[]; seed: number; seconds: number; serverPid?: number }
