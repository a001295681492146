import { LearningInsightsView } from '../features/learning-insights/components/learning-insights-view.tsx';
import { ScreenPage } from '../shared/components/screen-page.tsx';

/** Exposed as `profile/./LearningInsightsScreen` (route /learning-insights). */
export default function LearningInsightsScreen() {
  return (
    <ScreenPage>
      <LearningInsightsView />
    </ScreenPage>
  );
}
