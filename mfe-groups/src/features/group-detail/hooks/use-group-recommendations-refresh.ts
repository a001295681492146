import type { GroupRecommendationCategory } from '@alive/contracts';
import { useLoginRedirect, useToast } from '@alive/ui';
import { useRefreshGroupRecommendations } from '../api/refresh-group-recommendations.ts';

/** The recommendations tab's Refresh, with its toasts (docs/product/groups.md, Screens). */
export function useGroupRecommendationsRefresh(groupId: string, category: GroupRecommendationCategory) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useRefreshGroupRecommendations(groupId, category, {
    onSuccess: () => toast({ variant: 'success', title: 'Recommendations generated successfully' }),
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate recommendations. Please try again.' });
    },
  });
}
