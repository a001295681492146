import { ScreenPage } from '@alive/ui';
import { LearningInsightsView } from './learning-insights-view.tsx';

/** Exposed as `profile/./LearningInsightsScreen` (route /learning-insights). */
export default function LearningInsightsScreen() {
  return (
    <ScreenPage>
      <LearningInsightsView />
    </ScreenPage>
  );
}
