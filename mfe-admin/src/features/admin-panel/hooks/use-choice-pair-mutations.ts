import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminChoicePair, AdminChoicePairRequest, AdminChoicePairUpdate, AiRecommendation } from '@alive/contracts';
import { useToast } from '@alive/ui';
import { useRef } from 'react';
import { ApiError } from '@alive/api-client';
import {
  choicePairsQueryKey,
  createChoicePair,
  createPairFromRecommendation,
  getAiPairDrafts,
  reactivateChoicePairs,
  removeChoicePair,
  updateChoicePair,
} from '../../../shared/api/admin-pairs-api.ts';
import { useFailureToast } from '../../../shared/hooks/use-failure-toast.ts';

/** The Admin Panel's pair changes with their toasts (docs/product/admin.md, Admin Panel). */

function useRefreshPairs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: choicePairsQueryKey });
}

export function useCreateChoicePair(onCreated: () => void) {
  const refresh = useRefreshPairs();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (input: AdminChoicePairRequest) => createChoicePair(input),
    onSuccess: async (pair) => {
      toast({ variant: 'success', title: 'Choice pair created', description: `${pair.option1} vs ${pair.option2}` });
      onCreated();
      await refresh();
    },
    onError: (error) => {
      // The server's message (e.g. the pair exists) when it sent one; otherwise the generic sentence.
      if (error instanceof ApiError && error.serverMessage) fail(error, { title: 'Error creating choice pair', withServerMessage: true });
      else fail(error, { title: 'Error', description: 'Failed to create choice pair' });
    },
  });
}

export function useUpdateChoicePair(onUpdated: () => void) {
  const refresh = useRefreshPairs();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AdminChoicePairUpdate }) => updateChoicePair(id, patch),
    onSuccess: async (pair) => {
      toast({ variant: 'success', title: 'Choice pair updated', description: `${pair.option1} vs ${pair.option2}${pair.isActive ? '' : ' (inactive)'}` });
      onUpdated();
      await refresh();
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to update choice pair', withServerMessage: true }),
  });
}

export function useRemoveChoicePair(onRemoved: () => void) {
  const refresh = useRefreshPairs();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (pair: AdminChoicePair) => removeChoicePair(pair.id),
    onSuccess: async (result) => {
      toast({ variant: 'success', title: result.outcome === 'deleted' ? 'Choice pair deleted' : 'Choice pair deactivated', description: result.message });
      onRemoved();
      await refresh();
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to delete choice pair', withServerMessage: true }),
  });
}

/** "1 choice pair", "2 choice pairs". */
export function pairCount(count: number): string {
  return `${count} choice ${count === 1 ? 'pair' : 'pairs'}`;
}

/** Reactivate Selected: the selected inactive pairs become active again in one call (docs/product/admin.md, Choice pairs at scale). */
export function useReactivatePairs(onDone: () => void) {
  const refresh = useRefreshPairs();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: async (pairs: readonly AdminChoicePair[]) => {
      const inactive = pairs.filter((pair) => !pair.isActive).map((pair) => pair.id);
      return (await reactivateChoicePairs(inactive)).reactivated;
    },
    onSuccess: async (count) => {
      toast({ variant: 'success', title: `Reactivated ${pairCount(count)}` });
      onDone();
      await refresh();
    },
    onError: async (error) => {
      fail(error, { title: 'Error', description: 'Failed to reactivate the choice pairs' });
      await refresh();
    },
  });
}

/** Deactivates every selected pair that is active (answers are kept; docs/product/admin.md, Choice pairs). */
export function useDeactivatePairs(onDone: () => void) {
  const refresh = useRefreshPairs();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: async (pairs: readonly AdminChoicePair[]) => {
      const active = pairs.filter((pair) => pair.isActive);
      await Promise.all(active.map((pair) => updateChoicePair(pair.id, { isActive: false })));
      return active.length;
    },
    onSuccess: async (count) => {
      toast({ variant: 'success', title: `Deactivated ${pairCount(count)}` });
      onDone();
      await refresh();
    },
    onError: async (error) => {
      fail(error, { title: 'Error', description: 'Failed to update choice pair', withServerMessage: true });
      await refresh();
    },
  });
}

/**
 * Generate AI Pairs, step 1: drafts for Travel, Movies, Books and Activities (up to 2 each, never a
 * stored pair; the service checks every stored pair itself). Nothing is written: the drafts go to the
 * review (docs/product/admin.md, Decision — AI pairs are drafts first).
 */
export function useGenerateAiDrafts(onDrafts: (drafts: AiRecommendation[]) => void) {
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: async () => (await getAiPairDrafts()).drafts,
    onSuccess: (drafts) => {
      if (drafts.length === 0) toast({ variant: 'destructive', title: 'No Recommendations', description: "AI couldn't generate new pairs at this time." });
      else toast({ variant: 'success', title: 'AI Analysis Complete', description: `${draftCount(drafts.length)} to review; none is live yet.` });
      onDrafts(drafts);
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to generate AI pairs. Please try again.' }),
  });
}

/** "1 draft pair", "3 draft pairs". */
export function draftCount(count: number): string {
  return `${count} draft ${count === 1 ? 'pair' : 'pairs'}`;
}

export interface PublishOutcome {
  published: AiRecommendation[];
  /** Drafts someone created meanwhile (409): nothing to publish. */
  existed: AiRecommendation[];
}

/**
 * Generate AI Pairs, step 2: the drafts the admin kept become live pairs, created one by one as proposed
 * (words, category, tags). A pair created meanwhile counts as existing; any other failure stops there.
 * `onDone` gets the kept drafts not published (none unless it failed): those stay in the review.
 */
export function usePublishAiDrafts(onDone: (left: AiRecommendation[]) => void) {
  const refresh = useRefreshPairs();
  const { toast } = useToast();
  const fail = useFailureToast();
  // What the current publish got through, read again if it stops half-way.
  const progress = useRef<PublishOutcome>({ published: [], existed: [] });
  return useMutation({
    mutationFn: async (drafts: readonly AiRecommendation[]) => {
      const outcome: PublishOutcome = { published: [], existed: [] };
      progress.current = outcome;
      for (const draft of drafts) {
        try {
          await createPairFromRecommendation(draft);
          outcome.published.push(draft);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          outcome.existed.push(draft);
        }
      }
      return outcome;
    },
    onSuccess: async (done) => {
      const existed = done.existed.length > 0 ? `; ${pairCount(done.existed.length)} existed already` : '';
      toast({ variant: 'success', title: `Published ${pairCount(done.published.length)}`, description: `Live on the home screen now${existed}.` });
      onDone([]);
      await refresh();
    },
    onError: async (error, kept) => {
      fail(error, { title: 'Error', description: 'Failed to publish the AI pairs. The ones not yet published are still in the review.', withServerMessage: true });
      const done = new Set([...progress.current.published, ...progress.current.existed]);
      onDone(kept.filter((draft) => !done.has(draft)));
      // Pairs published before the failure are live: show them.
      await refresh();
    },
  });
}
