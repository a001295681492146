import { BlockList, isIP } from 'node:net';
import type { Context, Next } from 'koa';

/**
 * Who the client is when requests pass through proxies (docs/architecture.md, "Trusted proxies").
 * `X-Forwarded-For` is read only when the direct peer is a trusted proxy, from the right: each trusted
 * hop vouches for the entry to its left, and the first address not trusted is the client. Entries a
 * client wrote itself sit further left than the first untrusted hop, so they are never believed. With
 * no trusted proxies (the default) the header is ignored and the peer is the client.
 */
export interface TrustedProxies {
  /** True when `address` is one of the trusted proxies. */
  trusts(address: string): boolean;
  readonly isEmpty: boolean;
}

/** From `TRUSTED_PROXIES` entries (addresses or CIDR blocks, already checked by the setting's type). */
export function trustedProxiesFrom(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    isEmpty: entries.length === 0,
    trusts(address) {
      const bare = normalizeAddress(address);
      const family = isIP(bare);
      if (family === 0) return false;
      return list.check(bare, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`; `[::1]:80` and `1.2.3.4:80` lose the port. */
export function normalizeAddress(address: string): string {
  let value = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  return mapped ? mapped[1]! : value;
}

/** The client's address: the peer, or the first untrusted hop counted from the right of `X-Forwarded-For`. */
export function clientAddressOf(peer: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  let client = normalizeAddress(peer ?? '');
  if (!forwardedFor || trusted.isEmpty) return client;
  const hops = forwardedFor
    .split(',')
    .map((hop) => normalizeAddress(hop))
    .filter(Boolean);
  while (trusted.trusts(client) && hops.length > 0) {
    const next = hops.pop()!;
    // A hop that is not an address is something a client made up: stop at the last one we could vouch for.
    if (isIP(next) === 0) break;
    client = next;
  }
  return client;
}

/**
 * Koa middleware: `ctx.ip` (every rate limit's and log line's address) becomes the client address by
 * the rule above, whatever `app.proxy` says.
 */
export function trustedClientAddress(trusted: TrustedProxies) {
  return async function clientAddress(ctx: Context, next: Next): Promise<void> {
    ctx.request.ip = clientAddressOf(ctx.req.socket.remoteAddress, ctx.get('x-forwarded-for') || undefined, trusted);
    await next();
  };
}
