import { ApiError } from '@alive/api-client';
import type { UserChoice } from '@alive/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@alive/contracts/constants';
import { choicesClient } from './choices-client.ts';
import type { QueuedChoice } from './choice-device-db.ts';

/**
 * What one send of a queued choice came to (docs/product/choices.md, Offline):
 * - `recorded`: 2xx, the server has it (a replay of the key answers the original choice);
 * - `refused`: 400/404/409/422, it can never be recorded (pair gone or answered by another key);
 * - `unauthorized`: 401, it waits until the person signs in again;
 * - `retry`: network error, 5xx, 429 or anything else: try again later with the same key.
 */
export type SendOutcome =
  | { kind: 'recorded'; choice: UserChoice }
  | { kind: 'refused'; status: number }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; error: unknown };

const REFUSED = new Set([400, 404, 409, 422]);

/** POST /api/user-choices with the choice's idempotency key: the same key on every attempt. */
export async function sendQueuedChoice(choice: QueuedChoice): Promise<SendOutcome> {
  try {
    const recorded = await choicesClient.submitChoice({
      headers: { [IDEMPOTENCY_KEY_HEADER]: choice.key },
      body: { choicePairId: choice.choicePairId, selectedOption: choice.selectedOption, responseTime: choice.responseTime },
    });
    return { kind: 'recorded', choice: recorded };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'unauthorized' };
    if (error instanceof ApiError && REFUSED.has(error.status)) return { kind: 'refused', status: error.status };
    return { kind: 'retry', error };
  }
}
