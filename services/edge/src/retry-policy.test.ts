import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { RequestBody } from './replayable-body.ts';
import { isRetryable, type AttemptFailure } from './retry-policy.ts';

const buffered: RequestBody = { kind: 'buffered', bytes: Buffer.from('{}'), hadLengthHeader: true };
const streamed: RequestBody = { kind: 'streamed', stream: new PassThrough() };
const failure = (code: string, connected: boolean, timedOut = false): AttemptFailure => ({
  kind: 'failed',
  error: Object.assign(new Error(code), { code }),
  connected,
  timedOut,
});

describe('isRetryable', () => {
  it('retries any method that never reached a replica', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(isRetryable(failure('ECONNREFUSED', false), method, buffered)).toBe(true);
  });

  it('retries only safe methods when the connection closed before an answer', () => {
    expect(isRetryable(failure('ECONNRESET', true), 'GET', buffered)).toBe(true);
    expect(isRetryable(failure('EPIPE', true), 'head', buffered)).toBe(true);
    expect(isRetryable(failure('ECONNRESET', true), 'POST', buffered)).toBe(false);
    expect(isRetryable(failure('ECONNRESET', true), 'DELETE', buffered)).toBe(false);
  });

  it('never retries a timeout, another error on an open connection, or a body it could not keep', () => {
    expect(isRetryable(failure('ETIMEDOUT', true, true), 'GET', buffered)).toBe(false);
    expect(isRetryable(failure('EPROTO', true), 'GET', buffered)).toBe(false);
    expect(isRetryable(failure('ECONNREFUSED', false), 'POST', streamed)).toBe(false);
  });
});
