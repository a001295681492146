import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PairEvaluation, SmartEngineCategory, SmartSuggestion } from '@alive/contracts';
import { useToast } from '@alive/ui';
import {
  addSmartPairs,
  choicePairsQueryKey,
  evaluateSmartPair,
  generateSmartPairs,
  getSmartRecommendations,
} from '../../../shared/api/admin-pairs-api.ts';
import { useFailureToast } from '../../../shared/hooks/use-failure-toast.ts';

/** The smart engine's calls with their toasts (docs/product/admin.md, Smart Choice Pair Engine). */

const countOf = (count: number, what: string) => `${count} ${what} ${count === 1 ? 'pair' : 'pairs'}`;

export function useGenerateSmartPairs(onGenerated: (suggestions: SmartSuggestion[]) => void) {
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: ({ category, count }: { category: SmartEngineCategory; count: number }) => generateSmartPairs(category, count),
    onSuccess: ({ suggestions }) => {
      onGenerated(suggestions);
      toast({ variant: 'success', title: `Generated ${countOf(suggestions.length, 'smart choice')}` });
    },
    // Reading B's title with the server's message, reading A's sentence when there is none.
    onError: (error) => fail(error, { title: 'Generation Failed', description: 'Failed to generate choice pairs. Please try again.', withServerMessage: true }),
  });
}

export function useSmartRecommendations(onLoaded: (suggestions: SmartSuggestion[]) => void) {
  const fail = useFailureToast();
  return useMutation({
    mutationFn: () => getSmartRecommendations(),
    onSuccess: ({ recommendations }) => onLoaded(recommendations),
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to generate recommendations. Please try again.' }),
  });
}

export function useEvaluateSmartPair(onEvaluated: (evaluation: PairEvaluation) => void) {
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: evaluateSmartPair,
    onSuccess: (evaluation) => {
      onEvaluated(evaluation);
      toast({ variant: 'success', title: `Quality score ${Math.round(evaluation.qualityScore * 100)}%` });
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to evaluate choice pair.' }),
  });
}

export function useAddSmartPairs(onAdded: (added: readonly SmartSuggestion[]) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (pairs: readonly SmartSuggestion[]) => addSmartPairs(pairs),
    onSuccess: async (result, pairs) => {
      onAdded(pairs);
      toast({
        variant: 'success',
        title: `Added ${countOf(result.added.length, 'choice')}`,
        description:
          result.skipped.length === 0 ? undefined : result.skipped.length === 1 ? '1 already existed and was skipped.' : `${result.skipped.length} already existed and were skipped.`,
      });
      // The choice-pairs cache: the Admin Panel's list, the tag tree and the analysis.
      await queryClient.invalidateQueries({ queryKey: choicePairsQueryKey });
    },
    onError: (error) => fail(error, { title: 'Failed to Add Pairs', description: 'Failed to add choice pairs to database.', withServerMessage: true }),
  });
}
