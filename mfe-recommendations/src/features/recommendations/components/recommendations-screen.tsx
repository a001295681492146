import { ScreenFrame } from '@alive/ui';

export default function RecommendationsScreen() {
  return (
    <ScreenFrame
      eyebrow="Recommendations"
      title="Recommendations"
      description="Ideas picked from your A.L.I.V.E Choices across six categories."
      upcoming="General, Movies & TV, Books, Activities, Travel and Food tabs with match badges, like, dislike and bookmark."
    />
  );
}
