import { choiceDeviceDb, hasDeviceStorage } from './choice-device-db.ts';
import type { PreparedPairs } from '../../choice-loop/index.ts';

/** Keeps the latest prepared pairs of a person and category on the device (a reload offline starts from them). */
export async function storePreparedPairs(userId: string, category: string, prepared: PreparedPairs): Promise<void> {
  if (!hasDeviceStorage()) return;
  const db = await choiceDeviceDb();
  await db.put('plans', { userId, category, prepared, savedAt: new Date().toISOString() });
}

/** The prepared pairs stored for a person and category, if any. */
export async function loadPreparedPairs(userId: string, category: string): Promise<PreparedPairs | null> {
  if (!hasDeviceStorage()) return null;
  const db = await choiceDeviceDb();
  return (await db.get('plans', [userId, category]))?.prepared ?? null;
}
