/**
 * An open-loop load: requests leave at a fixed rate whatever the server's pace, and each one's
 * latency counts from when it was due, not from when a free connection sent it (no coordinated
 * omission: autocannon's `overallRate` still waits for its connections). A job is one request
 * or several sent together (a page and its summary); its latency is until the last answers.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Call {
  method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string; expect?: number;
  /** The content type the reply must have (how its header starts): a page answered as JSON, or the reverse, is an error. */
  type?: string;
}
export interface Job { kind: string; calls: Call[] }
export interface KindResult { kind: string; jobs: number; p50: number; p99: number; max: number; errors: number }

const TIMEOUT_MS = 5_000;
/**
 * Jobs in flight beyond which a due job is not sent but counted as an error with the timeout as
 * its latency: a server far behind the rate would otherwise keep the run going for minutes.
 */
const MAX_IN_FLIGHT = 1_000;

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Sends one call; resolves true on the expected status (and content type, when the call names one). */
export function send(agent: http.Agent, base: URL, call: Call): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.request({
      agent, host: base.hostname, port: base.port, method: call.method ?? 'GET', path: call.path, timeout: TIMEOUT_MS,
      headers: { ...(call.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) } : {}), ...call.headers },
    }, (response) => {
      response.resume();
      const typeOk = call.type === undefined || (response.headers['content-type'] ?? '').startsWith(call.type);
      response.on('end', () => resolve(typeOk && response.statusCode === (call.expect ?? 200)));
      response.on('error', () => resolve(false));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(false));
    request.end(call.body);
  });
}

/**
 * Runs `next()` jobs at `jobsPerSecond` for `seconds`. A 1 ms timer starts every job whose time
 * has come; a late timer only delays the send, which then counts in the job's latency.
 */
export async function openLoop(base: string, jobsPerSecond: number, seconds: number, next: () => Job): Promise<KindResult[]> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const total = Math.round(jobsPerSecond * seconds);
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  let sent = 0;
  let inFlight = 0;
  const record = (kind: string, latency: number, ok: boolean) => {
    const list = latencies.get(kind) ?? [];
    list.push(latency);
    latencies.set(kind, list);
    if (!ok) errors.set(kind, (errors.get(kind) ?? 0) + 1);
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && started + (sent * 1000) / jobsPerSecond <= now) {
        const due = started + (sent * 1000) / jobsPerSecond;
        const job = next();
        sent++;
        if (inFlight >= MAX_IN_FLIGHT) {
          record(job.kind, TIMEOUT_MS, false);
          continue;
        }
        inFlight++;
        pending.push(Promise.all(job.calls.map((call) => send(agent, url, call))).then((oks) => {
          inFlight--;
          record(job.kind, performance.now() - due, !oks.includes(false));
        }));
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  agent.destroy();
  return [...latencies].map(([kind, list]) => {
    const sorted = list.sort((a, b) => a - b);
    return { kind, jobs: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)!, errors: errors.get(kind) ?? 0 };
  });
}
