import { ScreenFrame } from '@alive/ui';
import { AdminOnly } from '../../../shared/admin-only.tsx';

export default function AnalyticsScreen() {
  return (
    <AdminOnly>
      <ScreenFrame
        eyebrow="Administration"
        title="Analytics"
        description="Engagement across users, choices and tags."
        upcoming="Engagement metrics, most popular choices and tag popularity."
      />
    </AdminOnly>
  );
}
