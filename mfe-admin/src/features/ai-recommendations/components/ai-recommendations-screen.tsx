import { PageHeader, ScreenPage } from '@alive/ui';
import { AdminOnly } from '../../../shared/components/admin-only.tsx';
import { AiRecommendationsPanel } from './ai-recommendations-panel.tsx';

export default function AiRecommendationsScreen() {
  return (
    <AdminOnly>
      <ScreenPage>
        <PageHeader eyebrow="Administration" title="AI Recommendations" description="What a category's pairs cover least, and new pairs that fill the gaps." />
        <AiRecommendationsPanel />
      </ScreenPage>
    </AdminOnly>
  );
}
