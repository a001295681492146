import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../settings/define-settings.ts';
import { createPageLoadTokens, MAX_PAGE_LOAD_TOKEN_LENGTH } from './page-load-token.ts';
import { pageLoadTokensFrom } from './page-load-token-settings.ts';

const claims = { bucket: 12, visitor: 'visitor-0123456789ab', signedIn: true, served: { choices: 'v2', groups: '' }, clientAddress: '203.0.113.9' };

describe('page-load tokens', () => {
  it('carry what the page load was served, the visitor and a hash of the address, until they expire', () => {
    const tokens = createPageLoadTokens({ keys: ['first-key-0123456789'], ttlMs: 1000 });
    const { token, claims: issued } = tokens.issue(claims, 5000);
    expect(issued).toMatchObject({ bucket: 12, visitor: 'visitor-0123456789ab', signedIn: true, served: { choices: 'v2', groups: '' }, issuedAt: 5000, expiresAt: 6000 });
    expect(issued.address).toBe(tokens.addressHash('203.0.113.9'));
    // The network, not the address: a neighbour in the same /24 has the same hash.
    expect(tokens.addressHash('203.0.113.200')).toBe(issued.address);
    expect(tokens.addressHash('203.0.114.9')).not.toBe(issued.address);
    expect(token).not.toContain('203.0.113.9');
    expect(tokens.verify(token, 5999)).toEqual({ ok: true, claims: issued });
    expect(tokens.verify(token, 6000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('give every page load its own id', () => {
    const tokens = createPageLoadTokens({ keys: ['first-key-0123456789'], ttlMs: 1000 });
    const pages = new Set(Array.from({ length: 100 }, () => tokens.issue(claims).claims.page));
    expect(pages.size).toBe(100);
  });

  it('are refused when signed with another key, edited, cut or too long', () => {
    const tokens = createPageLoadTokens({ keys: ['first-key-0123456789'], ttlMs: 60_000 });
    const other = createPageLoadTokens({ keys: ['another-key-0123456789'], ttlMs: 60_000 });
    const { token } = tokens.issue(claims);
    const [body, signature] = token.split('.') as [string, string];
    const edited = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"v2"', '"v3"')).toString('base64url');
    expect(tokens.verify(other.issue(claims).token)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(tokens.verify(`${edited}.${signature}`)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(tokens.verify(body)).toEqual({ ok: false, reason: 'malformed' });
    expect(tokens.verify(`${token}.x`)).toEqual({ ok: false, reason: 'malformed' });
    expect(tokens.verify(`${body}.${signature.slice(1)}`)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(tokens.verify('x'.repeat(MAX_PAGE_LOAD_TOKEN_LENGTH + 1))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuse well-signed claims of the wrong shape', () => {
    // Only a holder of the key could sign these; the check still does not trust their shape.
    const key = 'first-key-0123456789';
    const tokens = createPageLoadTokens({ keys: [key], ttlMs: 60_000 });
    const body = Buffer.from(JSON.stringify({ p: 'x', b: 'one' })).toString('base64url');
    expect(tokens.verify(`${body}.${createHmac('sha256', key).update(body).digest('base64url')}`)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rotate like the session keys: the first key signs, every key verifies', () => {
    const old = createPageLoadTokens({ keys: ['old-key-0123456789ab'], ttlMs: 60_000 });
    const rotated = createPageLoadTokens({ keys: ['new-key-0123456789ab', 'old-key-0123456789ab'], ttlMs: 60_000 });
    expect(rotated.verify(old.issue(claims).token).ok).toBe(true);
    expect(old.verify(rotated.issue(claims).token)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('need RUM_TOKEN_KEYS in production, with a key long enough', () => {
    expect(() => pageLoadTokensFrom({ keys: undefined, ttlMs: 1000 }, 'production')).toThrow(SettingsError);
    expect(() => pageLoadTokensFrom({ keys: undefined, ttlMs: 1000 }, 'production')).toThrow(/RUM_TOKEN_KEYS: must be set in production/);
    expect(() => pageLoadTokensFrom({ keys: ['short'], ttlMs: 1000 }, 'production')).toThrow(/RUM_TOKEN_KEYS: .*16 characters/);
    expect(pageLoadTokensFrom({ keys: ['a-production-key-0123'], ttlMs: 1000 }, 'production').verify('x.y').ok).toBe(false);
  });
});
