import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, encodingForAnswer, isCompressibleType, LISTED_COMPRESSIBLE_TYPES, mergeVary, preferredEncoding } from './response-compression.ts';

describe('preferredEncoding', () => {
  it('prefers br when it is accepted at least as much as gzip', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('honours q-values', () => {
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, *')).toBe('br');
    expect(preferredEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('GZIP ; Q=0.5')).toBe('gzip');
  });

  it('compresses nothing for no header, identity, codings it does not speak, or everything refused', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'identity;q=1, *;q=0']) {
      expect(preferredEncoding(header), String(header)).toBeNull();
    }
  });

  it('ignores an entry whose weight it cannot read', () => {
    expect(preferredEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=2')).toBeNull();
  });
});

describe('isCompressibleType', () => {
  it('takes JSON, text, JavaScript and SVG, with or without parameters', () => {
    for (const type of ['application/json; charset=utf-8', 'application/problem+json', 'text/html', 'text/css', 'text/javascript', 'application/javascript', 'image/svg+xml']) {
      expect(isCompressibleType(type), type).toBe(true);
    }
  });

  it('takes every type the nginx config lists', () => {
    for (const type of LISTED_COMPRESSIBLE_TYPES) expect(isCompressibleType(type), type).toBe(true);
  });

  it('leaves event streams, pictures, fonts and unknown types alone', () => {
    for (const type of [undefined, '', 'text/event-stream', 'text/event-stream; charset=utf-8', 'image/png', 'font/woff2', 'application/octet-stream']) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});

describe('mergeVary', () => {
  it('adds the field once to what the answer already varies on', () => {
    expect(mergeVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(mergeVary('Cookie', 'Accept-Encoding')).toBe('Cookie, Accept-Encoding');
    expect(mergeVary('cookie, accept-encoding', 'Accept-Encoding')).toBe('cookie, accept-encoding');
    expect(mergeVary(['Cookie', 'Origin'], 'Accept-Encoding')).toBe('Cookie, Origin, Accept-Encoding');
    expect(mergeVary('*', 'Accept-Encoding')).toBe('*');
  });
});

describe('encodingForAnswer', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const accepts = { 'accept-encoding': 'gzip, br' };

  it('compresses a compressible answer at or above the threshold, or without a length', () => {
    expect(encodingForAnswer('GET', accepts, 200, { ...json, 'content-length': String(COMPRESSION_THRESHOLD_BYTES) })).toBe('br');
    expect(encodingForAnswer('POST', accepts, 201, json)).toBe('br');
    expect(encodingForAnswer('GET', accepts, 200, { ...json, 'cache-control': 'no-store' })).toBe('br');
  });

  it('sends as it came: below the threshold, already encoded, HEAD, no body, partial, no-transform, event stream', () => {
    expect(encodingForAnswer('GET', accepts, 200, { ...json, 'content-length': String(COMPRESSION_THRESHOLD_BYTES - 1) })).toBeNull();
    expect(encodingForAnswer('GET', accepts, 200, { ...json, 'content-encoding': 'gzip' })).toBeNull();
    expect(encodingForAnswer('HEAD', accepts, 200, json)).toBeNull();
    for (const status of [204, 304, 206]) expect(encodingForAnswer('GET', accepts, status, json)).toBeNull();
    expect(encodingForAnswer('GET', accepts, 200, { ...json, 'cache-control': 'private, no-transform' })).toBeNull();
    expect(encodingForAnswer('GET', accepts, 200, { 'content-type': 'text/event-stream' })).toBeNull();
    expect(encodingForAnswer('GET', { 'accept-encoding': 'identity' }, 200, json)).toBeNull();
    expect(encodingForAnswer('GET', {}, 200, json)).toBeNull();
  });
});
