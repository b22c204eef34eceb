import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { DEFAULT_MAX_IMAGE_BYTES } from './image-variants.js';

/**
 * Fetches an image named by URL in a CSV import (issue 22). The server, not the admin's browser,
 * makes this request, so it must not become a way into the server's own network: only public
 * addresses, checked after resolving and then connected to as checked (no second lookup that a
 * DNS answer could change), few redirects, a deadline and a byte cap counted while streaming.
 */
export interface RemoteImageOptions {
  /** IMPORT_IMAGES_ALLOW_PRIVATE: loopback, private and link-local addresses, and http:, for tests. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; tests pass their own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /** Stops the fetch early (the import's own deadline). */
  signal?: AbortSignal;
}

export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
export const REMOTE_IMAGE_MAX_REDIRECTS = 2;

/** Why an image could not be fetched, in words for the admin's error list. */
export class RemoteImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteImageError';
  }
}

// Two lists: a BlockList matches IPv4 addresses against its IPv6 rules as IPv4-mapped, so the
// ::ffff:0:0/96 rule would refuse every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blockedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // Unspecified, loopback, IPv4-mapped and -translated forms (they reach IPv4 hosts the list above
  // refuses), discard, documentation, 6to4 and Teredo (tunnels to any IPv4), unique-local,
  // link-local, site-local and multicast.
  ['::', 128], ['::1', 128], ['::ffff:0:0', 96], ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64],
  ['2001::', 32], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blockedV6.addSubnet(network, prefix, 'ipv6');

/** An address a server on the public internet could have; everything else is this machine's network. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6');
}

const defaultResolve = (hostname: string) => new Promise<LookupAddress[]>((resolve, reject) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
});

interface Target { url: URL; address: string; family: number }

/** Checks a URL and the addresses its host has; the connection then goes to `address` only. */
async function checkTarget(raw: string | URL, options: RemoteImageOptions): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RemoteImageError('not a valid URL');
  }
  const allowedProtocol = url.protocol === 'https:' || (options.allowPrivate && url.protocol === 'http:');
  if (!allowedProtocol) throw new RemoteImageError('only https addresses are fetched');
  if (url.username || url.password) throw new RemoteImageError('addresses with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(host);
    } catch {
      throw new RemoteImageError(`the host ${host} was not found`);
    }
  }
  if (addresses.length === 0) throw new RemoteImageError(`the host ${host} was not found`);
  // Every address must be public: the system may connect to any of them.
  if (!options.allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
    throw new RemoteImageError('the address is private or local');
  }
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}

/** A lookup that answers only the address already checked. */
function pinnedLookup(target: Target): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }] as never);
    else callback(null, target.address, target.family);
  };
}

function request(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(target.url, {
      lookup: pinnedLookup(target), signal, agent: false,
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'Threadline-Import/1' },
    }, resolve);
    outgoing.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw new RemoteImageError(`it is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function connectionFailure(code: string | undefined): string {
  if (code === 'ECONNREFUSED') return 'the server refused the connection';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the server closed the connection';
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'the server could not be reached';
  if (code && (code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('UNABLE_TO'))) return 'its certificate is not valid';
  return code ? `the connection failed (${code})` : 'the connection failed';
}

/**
 * The bytes of the image at `url`, or a RemoteImageError saying why not. The content type must
 * be an image; the caller still has the bytes decoded (renderVariants) before trusting them.
 */
export async function fetchRemoteImage(url: string, options: RemoteImageOptions): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? REMOTE_IMAGE_MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    let target = await checkTarget(url, options);
    for (let redirects = 0; ; redirects++) {
      const response = await request(target, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= maxRedirects) throw new RemoteImageError(`more than ${maxRedirects} redirects`);
        target = await checkTarget(new URL(location, target.url), options);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new RemoteImageError(`the server answered ${status}`);
      }
      const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!type.startsWith('image/')) {
        response.resume();
        throw new RemoteImageError(`it is not an image (${type || 'no content type'})`);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw new RemoteImageError(`it is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      }
      return await readCapped(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof RemoteImageError) throw error;
    if (options.signal?.aborted) throw new RemoteImageError('the import ran out of time for its images');
    if (signal.aborted) throw new RemoteImageError(`no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}`);
    throw new RemoteImageError(connectionFailure((error as NodeJS.ErrnoException).code));
  }
}
