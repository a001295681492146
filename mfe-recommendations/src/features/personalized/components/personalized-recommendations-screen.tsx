import { ScreenFrame } from '@alive/ui';

export default function PersonalizedRecommendationsScreen() {
  return (
    <ScreenFrame
      eyebrow="Recommendations"
      title="Your Personal Recommendations"
      description="Actionable suggestions matched to your preferences and profile."
      upcoming="Category filter, match labels from Perfect Match to Worth Exploring, time and cost estimates, and links to get started."
    />
  );
}
