import { ScreenPage } from '@alive/ui';
import { DashboardView } from './dashboard-view.tsx';

/** Exposed as `profile/./DashboardScreen` (route /dashboard). */
export default function DashboardScreen() {
  return (
    <ScreenPage>
      <DashboardView />
    </ScreenPage>
  );
}
