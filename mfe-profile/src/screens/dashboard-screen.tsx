import { DashboardView } from '../features/preference-dashboard/components/dashboard-view.tsx';
import { ScreenPage } from '../shared/components/screen-page.tsx';

/** Exposed as `profile/./DashboardScreen` (route /dashboard). */
export default function DashboardScreen() {
  return (
    <ScreenPage>
      <DashboardView />
    </ScreenPage>
  );
}
