import type { RequestBody } from './replayable-body.ts';

export interface AttemptFailure {
  kind: 'failed';
  error: NodeJS.ErrnoException;
  /** A connection to the replica was open when the attempt failed (new, or kept alive from before). */
  connected: boolean;
  timedOut: boolean;
}

// Safe methods (RFC 9110 §9.2.1): sending one twice changes nothing.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The replica closed the connection before answering: it stopped, crashed, or dropped an idle socket.
const CLOSED_BEFORE_ANSWER = new Set(['ECONNRESET', 'EPIPE']);

/**
 * May a failed attempt go to the next replica (docs/architecture.md, "Replicas behind the edge")?
 * - It never connected (refused, unreachable): the replica saw nothing, so any method is retried.
 * - The connection closed before any answer: the replica may have started on it, so only safe
 *   methods are retried; a POST could otherwise be applied twice.
 * - A timeout is never retried: the replica is still working on it.
 * A body too large to keep in memory has been partly sent and cannot be sent again.
 */
export function isRetryable(failure: AttemptFailure, method: string, body: RequestBody): boolean {
  if (failure.timedOut || body.kind !== 'buffered') return false;
  if (!failure.connected) return true;
  return CLOSED_BEFORE_ANSWER.has(failure.error.code ?? '') && SAFE_METHODS.has(method.toUpperCase());
}
