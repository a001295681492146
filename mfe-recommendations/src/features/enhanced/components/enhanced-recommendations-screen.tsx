import { ScreenFrame } from '@alive/ui';

export default function EnhancedRecommendationsScreen() {
  return (
    <ScreenFrame
      eyebrow="Recommendations"
      title="Enhanced Content Recommendations"
      description="Movies, TV shows and books matched to your A.L.I.V.E profile."
      upcoming="Personality match, why each title fits you, ratings, content warnings and similar titles."
    />
  );
}
