import { plainErrorMessage } from '@alive/api-client';
import type { GroupRecommendationCategory } from '@alive/contracts';
import { useLoginRedirect, useToast } from '@alive/ui';
import { useRateRecommendation } from '../api/rate-recommendation.ts';

/** A thumb on an item of the group's list; only a failure is said (docs/product/groups.md, Ratings). */
export function useRecommendationRating(groupId: string, category: GroupRecommendationCategory) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useRateRecommendation(groupId, category, {
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not save your rating', description: plainErrorMessage(error) });
    },
  });
}
