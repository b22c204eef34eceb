import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: it keeps every call and answers each with the next
 * status of `statuses` (the last one repeats), 200 by default, after `delayMs`.
 */
export async function startReceiver(statuses: number[] = [200], options: { delayMs?: number } = {}) {
  const calls: ReceivedCall[] = [];
  let answers = [...statuses];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.length > 1 ? answers.shift()! : answers[0] ?? 200;
      setTimeout(() => response.writeHead(status, { 'content-type': 'text/plain' }).end('ok'), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    answerWith(next: number[]) {
      answers = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
