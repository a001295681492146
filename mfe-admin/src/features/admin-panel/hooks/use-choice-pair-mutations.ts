import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_RECOMMENDATION_LIMIT, BULK_AI_PAIR_CATEGORIES, EXISTING_PAIRS_MAX } from '@alive/contracts/constants';
import type { AdminChoicePair, AdminChoicePairRequest, AdminChoicePairUpdate } from '@alive/contracts';
import { useToast } from '@alive/ui';
import { ApiError } from '@alive/api-client';
import {
  choicePairsQueryKey,
  createChoicePair,
  createPairFromRecommendation,
  getAiRecommendations,
  pairsOfCategory,
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
 * Generate AI Pairs: up to 2 recommendations for each of Travel, Movies, Books and Activities, each
 * created active, never one of the category's stored pairs (sent as `existingPairs`; docs/product/admin.md,
 * Admin Panel).
 */
export function useGenerateAiPairs() {
  const refresh = useRefreshPairs();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: async () => {
      const created: AdminChoicePair[] = [];
      for (const category of BULK_AI_PAIR_CATEGORIES) {
        const existingPairs = await pairsOfCategory(category, EXISTING_PAIRS_MAX);
        const recommendations = await getAiRecommendations({ category, existingPairs, limit: AI_RECOMMENDATION_LIMIT.bulk });
        for (const recommendation of recommendations) {
          created.push(await createPairFromRecommendation(recommendation));
        }
      }
      return created;
    },
    onSuccess: async (created) => {
      if (created.length === 0) toast({ variant: 'destructive', title: 'No Recommendations', description: "AI couldn't generate new pairs at this time." });
      else
        toast({
          variant: 'success',
          title: 'AI Analysis Complete',
          description: `Created ${pairCount(created.length)} for ${[...new Set(created.map((pair) => pair.category))].join(', ')}`,
        });
      await refresh();
    },
    onError: async (error) => {
      fail(error, { title: 'Error', description: 'Failed to generate AI pairs. Please try again.' });
      // Pairs created before the failure are real: show them.
      await refresh();
    },
  });
}
