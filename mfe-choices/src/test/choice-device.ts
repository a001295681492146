import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { choicesApi, makePair, type InstalledApiServer } from '@alive/api-mocks';
import type { ChoicePlan } from '@alive/contracts';
import { PLAN_RESERVE } from '@alive/contracts/constants';
import { stopChoiceSenders } from '../features/choice-sync/api/choice-sender.ts';

/**
 * Plans in sequence for the home-screen tests: a plan keeps `current` (else the pair after the last one
 * planned), follows it with the next id whatever the answer, then `reserve` more ids, so a test reads
 * "Mountain cabin 1, 2, 3 …" whatever it answers, skips or undoes.
 */
export function sequentialPlans() {
  let lastPlanned = 0;
  return choicesApi.plan((request) => {
    const query = new URL(request.url).searchParams;
    const pairId = query.has('current') ? Number(query.get('current')) : lastPlanned + 1;
    lastPlanned = pairId;
    return planOf(pairId, Number(query.get('reserve') ?? PLAN_RESERVE.usual));
  });
}

/** A device with nothing stored: a fresh IndexedDB (fake-indexeddb) and no remembered person. */
export function freshDevice(): void {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
}

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The browser reports it is offline (navigator.onLine, the offline event, TanStack Query's online manager). */
export function goOffline(): void {
  setBrowserOnline(false);
}

export function goOnline(): void {
  setBrowserOnline(true);
}

/**
 * Every home-screen test starts on a fresh device, online, with sequential plans (`sequentialPlans`);
 * a test may still answer the plan call itself with `api.use`.
 */
export function installChoiceDevice(api: InstalledApiServer): void {
  // A screen test walks several steps through the device's IndexedDB queue and the mock API; on two
  // shared cores under load that can pass 5 s with nothing wrong (vitest.dom-setup.ts says the same of waits).
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    // Each case is a new page: no sender of an earlier case's page sends this case's queue.
    stopChoiceSenders();
    freshDevice();
    api.use(sequentialPlans());
  });
  afterEach(() => {
    stopChoiceSenders();
    if (!navigator.onLine) goOnline();
  });
}

/** A plan whose pair is `pairId`, followed by `pairId + 1` whatever the answer, then `reserve` more. */
export function planOf(pairId: number, reserve = 3): ChoicePlan {
  const next = makePair(pairId + 1);
  return {
    pair: makePair(pairId),
    next: { option1: next, option2: next, skip: next },
    reserve: Array.from({ length: reserve }, (_, index) => makePair(pairId + 2 + index)),
  };
}

/** The plan when nothing is left in the category. */
export const NO_PAIR_LEFT: ChoicePlan = { pair: null, next: null, reserve: [] };
