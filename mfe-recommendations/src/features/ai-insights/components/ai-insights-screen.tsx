import { ScreenFrame } from '@alive/ui';

export default function AiInsightsScreen() {
  return (
    <ScreenFrame
      eyebrow="Recommendations"
      title="AI-Powered Insights"
      description="Patterns and clusters discovered in your choices."
      upcoming="Dynamic groupings and interest clusters, refreshed with Analyze Patterns."
    />
  );
}
