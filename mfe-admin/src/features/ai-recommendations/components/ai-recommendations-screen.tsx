import { ScreenFrame } from '@alive/ui';
import { AdminOnly } from '../../../shared/admin-only.tsx';

export default function AiRecommendationsScreen() {
  return (
    <AdminOnly>
      <ScreenFrame
        eyebrow="Administration"
        title="AI Recommendations"
        description="Gap analysis and AI-suggested choice pairs by category."
        upcoming="Underexplored areas, suggested dimensions, missing contrasts and pairs to add."
      />
    </AdminOnly>
  );
}
