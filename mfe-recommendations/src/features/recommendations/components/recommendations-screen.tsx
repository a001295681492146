import { PageHeader, ScreenPage, Tabs, TabsContent, TabsTrigger, TabList } from '@alive/ui';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { RECOMMENDATION_TABS } from './recommendation-tabs.ts';
import { RecommendationsHub } from './recommendations-hub.tsx';
import { RecommendationTabPanel } from './recommendation-tab-panel.tsx';

/**
 * Exposed as `recommendations/./RecommendationsScreen` (route /recommendations): the hub of the
 * recommendation screens and six tabs of recommendations from the person's choices. Only the open
 * tab is mounted, so only its list is asked for.
 */
export default function RecommendationsScreen() {
  return (
    <ScreenPage>
      <PageHeader
        eyebrow="Discover"
        title="Recommendations"
        description="Ideas picked from your A.L.I.V.E Choices across six categories. Like, dislike or bookmark them to teach the engine what fits you."
        actions={
          // The second way into the personalized screen (docs/product/recommendations.md, Hub).
          <RouterLinkButton to="/specific-content-recommendations" variant="outline">
            View Specific Content
          </RouterLinkButton>
        }
      />
      <RecommendationsHub />
      <Tabs defaultValue={RECOMMENDATION_TABS[0]!.category}>
        <TabList aria-label="Recommendation categories">
          {RECOMMENDATION_TABS.map((tab) => (
            <TabsTrigger key={tab.category} value={tab.category}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabList>
        {RECOMMENDATION_TABS.map((tab) => (
          <TabsContent key={tab.category} value={tab.category}>
            <RecommendationTabPanel tab={tab} />
          </TabsContent>
        ))}
      </Tabs>
    </ScreenPage>
  );
}
