/**
 * Capacity at a latency objective (issue 28): the highest open-loop rate whose p99 stays under the
 * objective with no errors, searched for in a process of its own (bench/capacity-search.ts). The
 * figure that travels between machines is a mix's capacity as a share of a bare node:http
 * server's, measured the same way in the same run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Capacity, CapacityJob } from './capacity-objective.js';
import { CPU_RATE } from './cpu-cost.js';

export { P99_OBJECTIVE_MS } from './capacity-objective.js';

export async function measureCapacity(job: CapacityJob): Promise<Capacity> {
  const folder = mkdtempSync(path.join(tmpdir(), 'threadline-capacity-'));
  const file = path.join(folder, 'job.json');
  writeFileSync(file, JSON.stringify(job));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/capacity-search.ts', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`the capacity search for ${job.name} exited with ${code}`);
    return JSON.parse(output) as Capacity;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function capacityLine(capacity: Capacity, bare: Capacity, target?: number): string {
  const share = bare.rate ? capacity.rate / bare.rate : 0;
  const at = capacity.atRate;
  const detail = at ? `p50 ${at.p50.toFixed(1)} ms, p99 ${at.p99.toFixed(1)} ms there` : 'no rate held';
  const check = target === undefined ? '' : share >= target ? `  share>=${target * 100}% ok` : `  share>=${target * 100}% MISSED`;
  // A probe missed by errors says which, so a refused connection is not taken for a slow server.
  const failures = (p: Capacity['probes'][number]) => Object.entries(p.result.failures).map(([what, count]) => `${count} ${what}`).join(', ');
  const probes = capacity.probes.map((p) => `${p.rate}${p.held ? '' : '✗'}${p.result.errors ? `(${failures(p)})` : ''}`).join(' ');
  return `  ${capacity.name.padEnd(24)} ${String(capacity.rate).padStart(6)} req/s  ${(share * 100).toFixed(1).padStart(5)}% of bare  ${cpuText(capacity, bare)}  (${detail}; probes ${probes})${check}`;
}

/** CPU per request, and as a multiple of the bare server's: the figure that ranks two builds on a noisy machine. */
function cpuText(capacity: Capacity, bare: Capacity): string {
  if (capacity.cpuUs === null) return 'CPU ?';
  const times = bare.cpuUs ? ` = ${(capacity.cpuUs / bare.cpuUs).toFixed(1)}× bare` : '';
  return `CPU ${Math.round(capacity.cpuUs)} µs/req at ${CPU_RATE} req/s${times}`;
}
