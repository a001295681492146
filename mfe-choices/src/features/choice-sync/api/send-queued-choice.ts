import { ApiError } from '@alive/api-client';
import type { UserChoice } from '@alive/contracts';
import { CHOICE_CONFLICT_CODES, CHOICE_MAKER_HEADER, IDEMPOTENCY_KEY_HEADER, type ChoiceConflictCode } from '@alive/contracts/constants';
import { choicesClient } from '../../../shared/api/choices-client.ts';
import type { QueuedChoice } from './choice-device-db.ts';

/**
 * What one send of a queued choice came to (docs/product/choices.md, Offline):
 * - `recorded`: 2xx, the server has it (a replay of the key answers the original choice);
 * - `refused`: 400/404/409/422, it can never be recorded (pair gone or answered by another key), with
 *   the 409's machine code when it has one;
 * - `undone`: 409 `choice_undone`, the choice was recorded and then undone: it leaves the queue, neither
 *   sent nor failed;
 * - `not-maker`: 409 `choice_maker_mismatch`, the browser's session is now someone else's: it waits for
 *   its maker to sign in again;
 * - `unauthorized`: 401, it waits until the person signs in again;
 * - `retry`: network error, 5xx, 429 or anything else: try again later with the same key.
 */
export type SendOutcome =
  | { kind: 'recorded'; choice: UserChoice }
  | { kind: 'refused'; status: number; code?: ChoiceConflictCode }
  | { kind: 'undone' }
  | { kind: 'not-maker' }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; error: unknown };

const REFUSED = new Set([400, 404, 409, 422]);

/** The machine code of a 409's body (`{ message, code }`), when it is one of the contract's. */
export function conflictCodeOf(error: ApiError): ChoiceConflictCode | undefined {
  try {
    const code: unknown = (JSON.parse(error.bodyText) as { code?: unknown } | null)?.code;
    return CHOICE_CONFLICT_CODES.find((known) => known === code);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/user-choices with the choice's idempotency key (the same key on every attempt) and its
 * maker, the person it was queued for: the server records it only for that person.
 */
export async function sendQueuedChoice(choice: QueuedChoice): Promise<SendOutcome> {
  try {
    const recorded = await choicesClient.submitChoice({
      headers: { [IDEMPOTENCY_KEY_HEADER]: choice.key, [CHOICE_MAKER_HEADER]: choice.userId },
      body: { choicePairId: choice.choicePairId, selectedOption: choice.selectedOption, responseTime: choice.responseTime },
    });
    return { kind: 'recorded', choice: recorded };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'retry', error };
    if (error.status === 401) return { kind: 'unauthorized' };
    const code = error.status === 409 ? conflictCodeOf(error) : undefined;
    if (code === 'choice_maker_mismatch') return { kind: 'not-maker' };
    if (code === 'choice_undone') return { kind: 'undone' };
    if (REFUSED.has(error.status)) return code ? { kind: 'refused', status: error.status, code } : { kind: 'refused', status: error.status };
    return { kind: 'retry', error };
  }
}
