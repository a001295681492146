import { ScreenFrame } from '@alive/ui';
import { AdminOnly } from '../../../shared/admin-only.tsx';

export default function WebsiteAnalyticsScreen() {
  return (
    <AdminOnly>
      <ScreenFrame
        eyebrow="Administration"
        title="Website Analytics"
        description="Visitors, page views and recommendation performance."
        upcoming="Active users, today versus yesterday, top pages and cache performance, refreshed every 30 seconds."
      />
    </AdminOnly>
  );
}
