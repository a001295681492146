import { createHash } from 'node:crypto';
import type { SelectedOption } from '@alive/domain';
import type { KeyedRequest } from '../data/choice-store.ts';

/**
 * Idempotency keys of recorded choices (docs/product/choices.md, Exactly once). The client makes a
 * UUIDv7 for each choice and sends it with every attempt; the first attempt that lands records the
 * choice and the key in one statement, and every later attempt with the key gets the first answer.
 */

/** A key whose timestamp is further ahead of the server clock than this was not made for a choice now. */
export const MAX_KEY_CLOCK_LEAD_MS = 24 * 60 * 60 * 1000;

/** What a choice request with a key has to do, given the recorded request of the key (if any). */
export type KeyDecision = 'record' | 'replay' | 'other-body' | 'other-person';

/** The part of a request a key promises to repeat. */
export interface KeyedBody {
  choicePairId: number;
  selectedOption: SelectedOption;
  responseTime: number;
}

/** sha256 hex of the canonical body (fixed field order), what a replay must match. */
export function requestHashOf(body: KeyedBody): string {
  const canonical = JSON.stringify({ choicePairId: body.choicePairId, selectedOption: body.selectedOption, responseTime: body.responseTime });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The Unix time in ms a UUIDv7 was made at (its first 48 bits). */
export function uuidV7Time(key: string): number {
  return Number.parseInt(key.replace(/-/g, '').slice(0, 12), 16);
}

/** True when the key claims to be made more than MAX_KEY_CLOCK_LEAD_MS after `now`. */
export function isKeyFromTheFuture(key: string, now: Date): boolean {
  return uuidV7Time(key) - now.getTime() > MAX_KEY_CLOCK_LEAD_MS;
}

export function decideKey(recorded: KeyedRequest | undefined, userId: string, requestHash: string): KeyDecision {
  if (!recorded) return 'record';
  if (recorded.userId !== userId) return 'other-person';
  return recorded.requestHash === requestHash ? 'replay' : 'other-body';
}
