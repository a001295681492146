/**
 * The signed page-load token (docs/deploy.md, "Only real page loads report"): the edge issues one with
 * every `/remotes.json` answer, naming what that page load was served, and field telemetry counts only
 * under a valid one. A beacon can then speak only for a version its page really ran, for a bounded
 * number of events, and for a page id the edge made, never one the client invents.
 *
 * Form: `<base64url(JSON claims)>.<base64url(HMAC-SHA256)>`. The first key signs and every key verifies,
 * so keys rotate like the session keys (RUM_TOKEN_KEYS).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clientNetworkOf } from './client-network.ts';

export interface PageLoadClaims {
  /** The page load's id, made by the edge. */
  page: string;
  /** The visitor's canary bucket (1..100). */
  bucket: number;
  /** The visitor's id (the edge's visitor cookie). */
  visitor: string;
  /** The client's network at issue (clientNetworkOf: an IPv4 /24, an IPv6 /48), as a keyed hash: never stored in the clear. */
  address: string;
  signedIn: boolean;
  /** Remote → version served ('' for a remote served without a version). */
  served: Readonly<Record<string, string>>;
  issuedAt: number;
  expiresAt: number;
}

interface WireClaims {
  p: string;
  b: number;
  u: string;
  a: string;
  s: 0 | 1;
  v: Record<string, string>;
  i: number;
  e: number;
}

export type TokenCheck = { ok: true; claims: PageLoadClaims } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

/** Longest token accepted: keeps a forged one from costing more than a small parse. */
export const MAX_PAGE_LOAD_TOKEN_LENGTH = 2048;

const mac = (key: string, data: string) => createHmac('sha256', key).update(data).digest();

function isWireClaims(value: unknown): value is WireClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.p === 'string' &&
    Number.isInteger(c.b) &&
    typeof c.u === 'string' &&
    typeof c.a === 'string' &&
    (c.s === 0 || c.s === 1) &&
    typeof c.v === 'object' &&
    c.v !== null &&
    Object.values(c.v).every((version) => typeof version === 'string') &&
    Number.isFinite(c.i) &&
    Number.isFinite(c.e)
  );
}

export interface PageLoadTokens {
  issue(claims: Omit<PageLoadClaims, 'page' | 'issuedAt' | 'expiresAt' | 'address'> & { clientAddress: string }, now?: number): { token: string; claims: PageLoadClaims };
  verify(token: string, now?: number): TokenCheck;
  /** The keyed hash of a client address's network, as tokens carry it. */
  addressHash(clientAddress: string): string;
}

export function createPageLoadTokens({ keys, ttlMs }: { keys: readonly string[]; ttlMs: number }): PageLoadTokens {
  if (keys.length === 0 || keys.some((key) => key.length < 16)) throw new Error('Page-load tokens need at least one key of 16 characters or more (RUM_TOKEN_KEYS)');
  const signingKey = keys[0]!;
  const addressHash = (clientAddress: string) => createHmac('sha256', signingKey).update(`network:${clientNetworkOf(clientAddress)}`).digest('base64url').slice(0, 16);
  return {
    addressHash,
    issue({ clientAddress, ...rest }, now = Date.now()) {
      const claims: PageLoadClaims = { ...rest, page: randomBytes(12).toString('base64url'), address: addressHash(clientAddress), issuedAt: now, expiresAt: now + ttlMs };
      const wire: WireClaims = {
        p: claims.page,
        b: claims.bucket,
        u: claims.visitor,
        a: claims.address,
        s: claims.signedIn ? 1 : 0,
        v: { ...claims.served },
        i: claims.issuedAt,
        e: claims.expiresAt,
      };
      const body = Buffer.from(JSON.stringify(wire)).toString('base64url');
      return { token: `${body}.${mac(signingKey, body).toString('base64url')}`, claims };
    },
    verify(token, now = Date.now()) {
      if (token.length > MAX_PAGE_LOAD_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
      const dot = token.indexOf('.');
      if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, reason: 'malformed' };
      const body = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const signed = keys.some((key) => {
        const expected = mac(key, body);
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      if (!signed) return { ok: false, reason: 'bad_signature' };
      let wire: unknown;
      try {
        wire = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!isWireClaims(wire)) return { ok: false, reason: 'malformed' };
      if (wire.e <= now) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        claims: { page: wire.p, bucket: wire.b, visitor: wire.u, address: wire.a, signedIn: wire.s === 1, served: wire.v, issuedAt: wire.i, expiresAt: wire.e },
      };
    },
  };
}
