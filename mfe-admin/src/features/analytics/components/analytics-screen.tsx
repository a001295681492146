import { AdminOnly } from '../../../shared/admin-only.tsx';
import { ScreenFrame } from '../../../shared/screen-frame.tsx';

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
