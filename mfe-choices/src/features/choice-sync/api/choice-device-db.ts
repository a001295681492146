import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChoicePair, SelectedOption } from '@alive/contracts';
import type { PreparedPairs } from '../../choice-loop/index.ts';

/**
 * A choice made on this device and not yet confirmed by the server (docs/product/choices.md, Offline).
 * `key` is the UUIDv7 made at the click: the idempotency key of every send of it, and, being
 * time-ordered, the queue's order.
 */
export interface QueuedChoice {
  key: string;
  userId: string;
  choicePairId: number;
  selectedOption: SelectedOption;
  responseTime: number;
  /** The pair as it was shown: the recent-choices list and Undo need it before the server answers. */
  pair: ChoicePair;
  /** ISO 8601, when the person clicked. */
  createdAt: string;
}

/** The latest prepared pairs of a person and category, so a reload while offline still has pairs. */
export interface StoredPlan {
  userId: string;
  category: string;
  prepared: PreparedPairs;
  savedAt: string;
}

/** The fallback send lock of browsers without Web Locks (choice-sync-lock.ts). */
export interface SyncLease {
  name: string;
  owner: string;
  expiresAt: number;
}

interface ChoiceDeviceSchema extends DBSchema {
  queue: { key: string; value: QueuedChoice; indexes: { byUser: [string, string] } };
  plans: { key: [string, string]; value: StoredPlan };
  leases: { key: string; value: SyncLease };
}

export type ChoiceDeviceDb = IDBPDatabase<ChoiceDeviceSchema>;

const DB_NAME = 'alive-choices';
const DB_VERSION = 1;

let opened: { factory: IDBFactory; db: Promise<ChoiceDeviceDb> } | null = null;

/**
 * The device's choice database (IndexedDB: it survives reload, tab close and browser restart). One
 * connection per page; a new IDBFactory (a test's fresh device) opens a new one.
 */
export function choiceDeviceDb(): Promise<ChoiceDeviceDb> {
  if (!opened || opened.factory !== indexedDB) {
    const db = openDB<ChoiceDeviceSchema>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        const queue = database.createObjectStore('queue', { keyPath: 'key' });
        queue.createIndex('byUser', ['userId', 'key']);
        database.createObjectStore('plans', { keyPath: ['userId', 'category'] });
        database.createObjectStore('leases', { keyPath: 'name' });
      },
      // Another tab opened a newer version: let it upgrade; this page reopens on its next call.
      blocking() {
        void db.then((connection) => connection.close());
        opened = null;
      },
    });
    opened = { factory: indexedDB, db };
  }
  return opened.db;
}

/** Whether this browser can keep choices on the device at all (IndexedDB exists). */
export function hasDeviceStorage(): boolean {
  return typeof indexedDB !== 'undefined';
}
