import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnauthorized } from '@alive/api-client';
import type { ChoicePair, ChoicePlan } from '@alive/contracts';
import { loadPreparedPairs, storePreparedPairs } from '../../choice-sync/index.ts';
import { getChoicePlan } from '../api/get-choice-plan.ts';
import {
  advancePrepared,
  NOTHING_PREPARED,
  preparedFromPlan,
  putBackPair,
  withFresherReserve,
  type PairAnswer,
  type PreparedPairs,
} from '../api/prepared-pairs.ts';

/**
 * Where the loop is (docs/product/choices.md, Screen and Offline):
 * - `setting-up`: before the first plan of the visit ("Setting up your experience...");
 * - `loading`: nothing prepared, a plan is on its way ("Loading next choice...");
 * - `ready`: a pair is on screen;
 * - `none-left`: the server has no pair left in the category ("No More Choices Available");
 * - `offline-exhausted`: offline and every prepared pair is answered;
 * - `error`: the plan could not be fetched and nothing is prepared.
 */
export type LoopPhase = 'setting-up' | 'loading' | 'ready' | 'none-left' | 'offline-exhausted' | 'error';

interface LoopState {
  prepared: PreparedPairs;
  phase: LoopPhase;
  error: Error | null;
  /** Grows whenever the pair on screen changes: a plan asked for an older screen is stale. */
  version: number;
}

export interface ChoicePlanLoopOptions {
  userId: string;
  category: string;
  online: boolean;
  /** Pairs this device has answered (queued or recorded this visit): never shown again. */
  answered: ReadonlySet<number>;
  /** No choice is waiting to be sent: a plan asked now already counts every answer. */
  allSent: boolean;
  reserveSize: number;
}

export interface ChoicePlanLoop {
  pair: ChoicePair | null;
  phase: LoopPhase;
  error: Error | null;
  /** Changes with every showing of a pair (the response timer restarts on it). */
  shownKey: string | null;
  /** The person answered or skipped the pair on screen: the next one is shown from memory at once. */
  advance: (answer: PairAnswer) => void;
  /**
   * Whether the loop is on this pair now. It moves on in memory before the screen shows the next pair
   * (a choice renders as a transition), so a second tap on the pair just answered is told apart.
   */
  isShowing: (pair: ChoicePair) => boolean;
  /** Undo: puts a pair back on screen. */
  putBack: (pair: ChoicePair) => void;
  /** Asks a fresh plan (Refresh, Try again, a new pick of interests). */
  reload: () => void;
}

/**
 * The plan-driven home loop (docs/product/choices.md, The next pair is ready, and Offline): a plan
 * gives the pair, what follows each answer and a reserve; an answer shows the next pair from memory,
 * and once every choice is sent a new plan for the pair on screen is asked (it replaces the pair when
 * that was answered elsewhere). Offline, or when a plan fails, the loop answers from the reserve and
 * from the pairs stored on this device.
 */
export function useChoicePlanLoop({ userId, category, online, answered, allSent, reserveSize }: ChoicePlanLoopOptions): ChoicePlanLoop {
  const [state, setState] = useState<LoopState>({ prepared: NOTHING_PREPARED, phase: 'setting-up', error: null, version: 0 });
  const latest = useRef(state);
  const setLoop = useCallback((next: LoopState) => {
    latest.current = next;
    setState(next);
  }, []);
  const context = useRef({ answered, online, reserveSize, category, userId });
  context.current = { answered, online, reserveSize, category, userId };
  // The plan request in flight (one at a time); a newer fresh request supersedes it.
  const request = useRef<{ id: number; inFlight: boolean }>({ id: 0, inFlight: false });
  const [refreshFailedAt, setRefreshFailedAt] = useState<number | null>(null);

  const showPrepared = useCallback(
    (prepared: PreparedPairs, whenEmpty: LoopPhase) => {
      const current = latest.current;
      const changed = prepared.pair?.id !== current.prepared.pair?.id;
      setLoop({ prepared, phase: prepared.pair ? 'ready' : whenEmpty, error: null, version: changed ? current.version + 1 : current.version });
    },
    [setLoop],
  );

  /** A stored plan when the network cannot give one; else the offline or error state. */
  const fallBack = useCallback(
    async (requestId: number, error: Error | null) => {
      const stored = await loadPreparedPairs(context.current.userId, context.current.category).catch(() => null);
      if (request.current.id !== requestId) return;
      const prepared = stored ? fromStored(stored, context.current.answered) : NOTHING_PREPARED;
      if (prepared.pair) showPrepared(prepared, 'offline-exhausted');
      else if (!context.current.online) setLoop({ ...latest.current, prepared: NOTHING_PREPARED, phase: 'offline-exhausted', error: null });
      else setLoop({ ...latest.current, prepared: NOTHING_PREPARED, phase: 'error', error });
    },
    [setLoop, showPrepared],
  );

  /** A plan from nothing: first load, category change, Refresh, Try again, or when nothing is left in memory. */
  const fetchFresh = useCallback(() => {
    const id = ++request.current.id;
    request.current.inFlight = true;
    const { category: asked, reserveSize: reserve } = context.current;
    if (!context.current.online) {
      request.current.inFlight = false;
      void fallBack(id, null);
      return;
    }
    getChoicePlan({ category: asked, reserve })
      .then((plan) => {
        if (request.current.id !== id) return;
        showPrepared(preparedFromPlan(plan, context.current.answered), 'none-left');
      })
      .catch((error: Error) => {
        if (request.current.id !== id) return;
        if (isUnauthorized(error)) setLoop({ ...latest.current, prepared: NOTHING_PREPARED, phase: 'error', error });
        else void fallBack(id, error);
      })
      .finally(() => {
        if (request.current.id === id) request.current.inFlight = false;
      });
  }, [fallBack, setLoop, showPrepared]);

  /** A plan for the pair on screen, once every answer is sent: what follows it, and whether it is still the person's. */
  const fetchRefresh = useCallback(
    (pairId: number) => {
      const id = ++request.current.id;
      request.current.inFlight = true;
      const askedAt = latest.current.version;
      const { category: asked, reserveSize: reserve } = context.current;
      getChoicePlan({ category: asked, current: pairId, reserve })
        .then((plan) => {
          if (request.current.id !== id) return;
          adoptRefresh(plan, askedAt);
        })
        .catch(() => {
          // Keep answering from memory; ask again after the next answer or when back online.
          if (request.current.id === id) setRefreshFailedAt(latest.current.version);
        })
        .finally(() => {
          if (request.current.id === id) request.current.inFlight = false;
        });
    },
    // adoptRefresh reads only refs and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  function adoptRefresh(plan: ChoicePlan, askedAt: number) {
    const current = latest.current;
    const { answered: done } = context.current;
    if (current.version !== askedAt) {
      setLoop({ ...current, prepared: withFresherReserve(current.prepared, plan, done) });
      return;
    }
    showPrepared(preparedFromPlan(plan, done), 'none-left');
  }

  // A new category (and the first load): nothing of the old one stays on screen.
  useEffect(() => {
    const first = latest.current.version === 0 && latest.current.phase === 'setting-up';
    setLoop({ prepared: NOTHING_PREPARED, phase: first ? 'setting-up' : 'loading', error: null, version: latest.current.version + 1 });
    setRefreshFailedAt(null);
    fetchFresh();
    const requests = request.current;
    return () => {
      requests.id += 1;
      requests.inFlight = false;
    };
  }, [category, userId, fetchFresh, setLoop]);

  // Back online with nothing prepared: try again.
  useEffect(() => {
    if (online && (latest.current.phase === 'offline-exhausted' || (latest.current.phase === 'error' && !isUnauthorized(latest.current.error)))) fetchFresh();
    if (online) setRefreshFailedAt(null);
  }, [online, fetchFresh]);

  // Every answer sent and the screen's pair has no plan yet: ask one for it.
  const { prepared, phase, version } = state;
  const needsRefresh = online && allSent && phase === 'ready' && prepared.pair !== null && prepared.next === null && refreshFailedAt !== version;
  useEffect(() => {
    if (needsRefresh && !request.current.inFlight && latest.current.prepared.pair) fetchRefresh(latest.current.prepared.pair.id);
  }, [needsRefresh, version, fetchRefresh]);

  // The latest prepared pairs stay on the device, so a reload offline can go on from them.
  useEffect(() => {
    if (phase === 'ready') void storePreparedPairs(userId, category, prepared).catch(() => {});
  }, [phase, prepared, userId, category]);

  const advance = useCallback(
    (answer: PairAnswer) => {
      const current = latest.current;
      if (current.phase !== 'ready') return;
      const answeredNow = new Set(context.current.answered);
      if (answer !== 'skip' && current.prepared.pair) answeredNow.add(current.prepared.pair.id);
      const next = advancePrepared(current.prepared, answer, answeredNow);
      if (next.pair) {
        showPrepared(next, 'ready');
        return;
      }
      if (!context.current.online) {
        setLoop({ prepared: next, phase: 'offline-exhausted', error: null, version: current.version + 1 });
        return;
      }
      setLoop({ prepared: next, phase: 'loading', error: null, version: current.version + 1 });
      fetchFresh();
    },
    [fetchFresh, setLoop, showPrepared],
  );

  const putBack = useCallback(
    (pair: ChoicePair) => {
      request.current.id += 1;
      request.current.inFlight = false;
      showPrepared(putBackPair(latest.current.prepared, pair), 'ready');
    },
    [showPrepared],
  );

  const isShowing = useCallback((pair: ChoicePair) => latest.current.phase === 'ready' && latest.current.prepared.pair?.id === pair.id, []);

  const reload = useCallback(() => {
    setLoop({ ...latest.current, prepared: NOTHING_PREPARED, phase: 'loading', error: null, version: latest.current.version + 1 });
    fetchFresh();
  }, [fetchFresh, setLoop]);

  return {
    pair: phase === 'ready' ? prepared.pair : null,
    phase,
    error: state.error,
    shownKey: phase === 'ready' && prepared.pair ? `${prepared.pair.id}:${version}` : null,
    advance,
    isShowing,
    putBack,
    reload,
  };
}

/** Stored pairs without those answered since they were stored. */
function fromStored(stored: PreparedPairs, answered: ReadonlySet<number>): PreparedPairs {
  if (stored.pair && !answered.has(stored.pair.id)) return { ...stored, reserve: stored.reserve.filter((pair) => !answered.has(pair.id)) };
  return advancePrepared({ ...stored, next: null }, 'skip', answered);
}
