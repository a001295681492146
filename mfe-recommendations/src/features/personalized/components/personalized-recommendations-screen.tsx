import { ScreenPage } from '../../../shared/components/screen-page.tsx';
import { PersonalizedRecommendationsView } from './personalized-recommendations-view.tsx';

/** Exposed as `recommendations/./PersonalizedRecommendationsScreen` (two routes, one screen). */
export default function PersonalizedRecommendationsScreen() {
  return (
    <ScreenPage>
      <PersonalizedRecommendationsView />
    </ScreenPage>
  );
}
