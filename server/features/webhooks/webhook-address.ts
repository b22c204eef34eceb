import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '../../../shared/webhook-schemas.js';
import { isPublicAddress } from '../media/remote-image.js';

/**
 * Where a webhook may go (issue 27): a shop names the address and the server makes the request, so
 * it must not become a way into the server's own network. The host is resolved, every address
 * checked, and the connection then made to the checked address only (pinnedLookup): a DNS answer
 * that changes between the check and the connection (rebinding) changes nothing.
 */
export interface AddressRules {
  /** WEBHOOKS_ALLOW_LOOPBACK: loopback addresses, over http too (tests, local development). Private ones stay refused. */
  allowLoopback: boolean;
  /** Name resolution; tests pass their own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface CheckedTarget {
  url: URL;
  address: string;
  family: number;
}

/** Why an address is refused, in the contract's words. */
export class WebhookAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookAddressError';
  }
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  // ::ffff:127.0.0.1 reaches the IPv4 loopback too.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? loopback.check(mapped[1]!, 'ipv4') : family === 6 && loopback.check(address, 'ipv6');
}

const defaultResolve = (hostname: string) => new Promise<LookupAddress[]>((resolve, reject) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
});

/** Checks a webhook URL and every address its host has; throws WebhookAddressError when refused. */
export async function checkWebhookTarget(raw: string, rules: AddressRules): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookAddressError(WEBHOOK_MESSAGES.url);
  }
  if (url.protocol !== 'https:' && !(rules.allowLoopback && url.protocol === 'http:')) throw new WebhookAddressError(WEBHOOK_MESSAGES.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (rules.resolve ?? defaultResolve)(host);
    } catch {
      throw new WebhookAddressError(`The host ${host} was not found`);
    }
  }
  if (addresses.length === 0) throw new WebhookAddressError(`The host ${host} was not found`);
  // Every address must pass: the system may connect to any of them.
  const allowed = (address: string) => isPublicAddress(address) || (rules.allowLoopback && isLoopbackAddress(address));
  if (!addresses.every(({ address }) => allowed(address))) throw new WebhookAddressError(WEBHOOK_MESSAGES.privateAddress);
  // Plain http only where nothing leaves the machine.
  if (url.protocol === 'http:' && !addresses.every(({ address }) => isLoopbackAddress(address))) throw new WebhookAddressError(WEBHOOK_MESSAGES.url);
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}

/** A lookup that answers only the address already checked. */
export function pinnedLookup(target: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }] as never);
    else callback(null, target.address, target.family);
  };
}
