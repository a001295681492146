import { choiceDeviceDb } from './choice-device-db.ts';
import type { QueuedChoice } from './choice-device-db.ts';

export type { QueuedChoice };

/** Puts a choice in the device's queue; it stays there until the server has answered it. */
export async function enqueueChoice(choice: QueuedChoice): Promise<void> {
  const db = await choiceDeviceDb();
  await db.put('queue', choice);
}

/** The person's queued choices, oldest first (keys are UUIDv7, so key order is click order). Other accounts' items are never listed. */
export async function queuedChoicesOf(userId: string): Promise<QueuedChoice[]> {
  const db = await choiceDeviceDb();
  return db.getAllFromIndex('queue', 'byUser', IDBKeyRange.bound([userId, ''], [userId, '\uffff']));
}

/** Takes a choice out of the queue; false when it was no longer there (sent, or taken out by another tab). */
export async function removeQueuedChoice(key: string): Promise<boolean> {
  const db = await choiceDeviceDb();
  const tx = db.transaction('queue', 'readwrite');
  const found = (await tx.store.getKey(key)) !== undefined;
  if (found) await tx.store.delete(key);
  await tx.done;
  return found;
}
