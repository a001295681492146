import { ScreenPage } from '@alive/ui';
import { PersonalizedRecommendationsView } from './personalized-recommendations-view.tsx';

/** Exposed as `recommendations/./PersonalizedRecommendationsScreen` (two routes, one screen). */
export default function PersonalizedRecommendationsScreen() {
  return (
    <ScreenPage>
      <PersonalizedRecommendationsView />
    </ScreenPage>
  );
}
