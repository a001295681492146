import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_RECOMMENDATION_LIMIT, EXISTING_PAIRS_MAX } from '@alive/contracts/constants';
import type { AiRecommendation, GapAnalysis } from '@alive/contracts';
import { useToast } from '@alive/ui';
import { choicePairsQueryKey, createPairFromRecommendation, getAiRecommendations, getGapAnalysis, pairsOfCategory } from '../../../shared/api/admin-pairs-api.ts';
import { useFailureToast } from '../../../shared/hooks/use-failure-toast.ts';

export interface AiAnalysis {
  category: string;
  gaps: GapAnalysis;
  recommendations: AiRecommendation[];
}

/**
 * Generate Recommendations: the gap analysis and the pairs that fill it, for one category; the
 * category's stored pairs go along as `existingPairs`, so none comes back (docs/product/admin.md, AI
 * pair engine).
 */
export function useAiAnalysis(onDone: (analysis: AiAnalysis) => void) {
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: async (category: string): Promise<AiAnalysis> => {
      const [gaps, existingPairs] = await Promise.all([getGapAnalysis(category), pairsOfCategory(category, EXISTING_PAIRS_MAX)]);
      const recommendations = await getAiRecommendations({ category, existingPairs, limit: AI_RECOMMENDATION_LIMIT.single });
      return { category, gaps, recommendations };
    },
    onSuccess: (analysis) => {
      onDone(analysis);
      const count = analysis.recommendations.length;
      toast({
        variant: 'success',
        title: 'AI Analysis Complete',
        description: `${count} ${count === 1 ? 'recommendation' : 'recommendations'} for ${analysis.category}`,
      });
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to generate recommendations' }),
  });
}

/** Add as Choice Pair: the proposal stored active, with its tags. */
export function useAddRecommendation(onAdded: (recommendation: AiRecommendation) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (recommendation: AiRecommendation) => createPairFromRecommendation(recommendation),
    onSuccess: async (pair, recommendation) => {
      toast({ variant: 'success', title: 'Choice pair created', description: `${pair.option1} vs ${pair.option2}` });
      onAdded(recommendation);
      await queryClient.invalidateQueries({ queryKey: choicePairsQueryKey });
    },
    onError: (error) => fail(error, { title: 'Error', description: 'Failed to create choice pair from recommendation.' }),
  });
}
