import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Starts a node process and resolves once it prints `PORT n` or answers on its port. */
export function startProcess(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    let started = false;
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${output}`)), 180_000);
    // Read to the end (a full pipe would stall the server) but keep only what comes before the port.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      const match = /PORT (\d+)|listening on http:\/\/[^\s]+:(\d+)/.exec(output);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve({ child, port: Number(match[1] ?? match[2]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A process's resident memory in MB (Linux /proc), or null where that cannot be read. */
export function residentMb(pid: number | undefined): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}
