import { choiceDeviceDb } from './choice-device-db.ts';

/** The one lock every tab of this browser takes to send a queued choice (docs/product/choices.md, Offline). */
export const CHOICE_SYNC_LOCK = 'alive-choice-sync';

/** A fallback lease older than this is taken over: its tab was closed or hung mid-send. */
const LEASE_MS = 15_000;
const RETRY_MS = 40;

/**
 * Runs `work` while holding the choice send lock, so two tabs never send one choice at the same time.
 * Web Locks where the browser has them; elsewhere (older browsers, the tests) a lease in IndexedDB,
 * claimed in one readwrite transaction (IndexedDB runs those one at a time, so two claims cannot both
 * win), renewed by taking it again and given up when done. `owner` names the caller (a tab).
 */
export async function withChoiceSyncLock<T>(owner: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) return locks.request(CHOICE_SYNC_LOCK, () => work());
  await claimLease(owner);
  try {
    return await work();
  } finally {
    await releaseLease(owner);
  }
}

async function claimLease(owner: string): Promise<void> {
  for (;;) {
    if (await tryClaimLease(owner)) return;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

async function tryClaimLease(owner: string): Promise<boolean> {
  const db = await choiceDeviceDb();
  const tx = db.transaction('leases', 'readwrite');
  const now = Date.now();
  const held = await tx.store.get(CHOICE_SYNC_LOCK);
  const free = !held || held.expiresAt <= now;
  if (free) await tx.store.put({ name: CHOICE_SYNC_LOCK, owner, expiresAt: now + LEASE_MS });
  await tx.done;
  return free;
}

async function releaseLease(owner: string): Promise<void> {
  const db = await choiceDeviceDb();
  const tx = db.transaction('leases', 'readwrite');
  const held = await tx.store.get(CHOICE_SYNC_LOCK);
  if (held?.owner === owner) await tx.store.delete(CHOICE_SYNC_LOCK);
  await tx.done;
}
