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
export interface KindResult {
  kind: string; jobs: number; p50: number; p99: number; max: number; errors: number;
  /** What went wrong, counted: "status 404", "content type", a socket error's code, "too far behind". */
  failures: Record<string, number>;
}

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
export async function send(agent: http.Agent, base: URL, call: Call): Promise<boolean> {
  return (await attempt(agent, base, call)) === null;
}

/** Sends one call; resolves null on the expected status and content type, else what went wrong. */
function attempt(agent: http.Agent, base: URL, call: Call): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.request({
      agent, host: base.hostname, port: base.port, method: call.method ?? 'GET', path: call.path, timeout: TIMEOUT_MS,
      headers: { ...(call.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) } : {}), ...call.headers },
    }, (response) => {
      response.resume();
      const typeOk = call.type === undefined || (response.headers['content-type'] ?? '').startsWith(call.type);
      response.on('end', () => resolve(response.statusCode !== (call.expect ?? 200) ? `status ${response.statusCode}` : typeOk ? null : 'content type'));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(call.body);
  });
}

/**
 * Runs `next()` jobs at `jobsPerSecond` for `warmUpSeconds` (not measured), then `seconds` more
 * (measured), on one schedule and one set of connections: a measure that began with a fresh pool
 * charged its first jobs with opening connections (issue 28). A 1 ms timer starts every job whose
 * time has come; a late timer only delays the send, which then counts in the job's latency.
 */
export async function openLoop(base: string, jobsPerSecond: number, seconds: number, next: () => Job, warmUpSeconds = 0): Promise<KindResult[]> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const unmeasured = Math.round(jobsPerSecond * warmUpSeconds);
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const failures = new Map<string, Record<string, number>>();
  const total = unmeasured + Math.round(jobsPerSecond * seconds);
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  let sent = 0;
  let inFlight = 0;
  const record = (index: number, kind: string, latency: number, failure: string | null) => {
    if (index < unmeasured) return;
    const list = latencies.get(kind) ?? [];
    list.push(latency);
    latencies.set(kind, list);
    if (failure === null) return;
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    const counts = failures.get(kind) ?? {};
    counts[failure] = (counts[failure] ?? 0) + 1;
    failures.set(kind, counts);
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && started + (sent * 1000) / jobsPerSecond <= now) {
        const due = started + (sent * 1000) / jobsPerSecond;
        const job = next();
        const index = sent++;
        if (inFlight >= MAX_IN_FLIGHT) {
          record(index, job.kind, TIMEOUT_MS, 'too far behind');
          continue;
        }
        inFlight++;
        pending.push(Promise.all(job.calls.map((call) => attempt(agent, url, call))).then((outcomes) => {
          inFlight--;
          record(index, job.kind, performance.now() - due, outcomes.find((outcome) => outcome !== null) ?? null);
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
    return { kind, jobs: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)!, errors: errors.get(kind) ?? 0, failures: failures.get(kind) ?? {} };
  });
}
