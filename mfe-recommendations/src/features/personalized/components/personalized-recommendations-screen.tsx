import { ScreenPage } from '@alive/ui';
import { HubLink } from '../../../shared/components/hub-link.tsx';
import { PersonalizedRecommendationsView } from './personalized-recommendations-view.tsx';

/** Exposed as `recommendations/./PersonalizedRecommendationsScreen` (two routes, one screen). */
export default function PersonalizedRecommendationsScreen() {
  return (
    <ScreenPage>
      <HubLink />
      <PersonalizedRecommendationsView />
    </ScreenPage>
  );
}
