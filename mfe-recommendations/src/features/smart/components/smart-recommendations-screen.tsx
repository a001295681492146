import { ScreenFrame } from '@alive/ui';

export default function SmartRecommendationsScreen() {
  return (
    <ScreenFrame
      eyebrow="Recommendations"
      title="Smart Recommendations"
      description="New choice pairs suggested to sharpen your profile."
      upcoming="Generated pairs with confidence and personality match, your exploration and consistency profile, and insights."
    />
  );
}
