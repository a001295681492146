import { breakpoints, loadTabs, PageHeader, ScreenPage, space, Tabs, TabsContent, TabsTrigger, TabList } from '@alive/ui';
import styled from 'styled-components';
import { RECOMMENDATION_TABS } from './recommendation-tabs.ts';
import { RecommendationsHub } from './recommendations-hub.tsx';
import { RecommendationTabPanel } from './recommendation-tab-panel.tsx';

/** A compact intro: on a phone the title alone, so the list starts on the first screen. */
const Intro = styled(PageHeader)`
  @media (max-width: ${breakpoints.sm - 1}px) {
    margin-bottom: ${space[4]};
    h1 + p { display: none; }
  }
`;

/**
 * Exposed as `recommendations/./RecommendationsScreen` (route /recommendations): six tabs of
 * recommendations from the person's choices, then the hub of the other recommendation screens. Only
 * the open tab is mounted, so only its list is asked for. The list comes first, under a short intro,
 * so on a phone the first card is on the first screen (docs/product/recommendations.md, Hub).
 */
export default function RecommendationsScreen() {
  return (
    <ScreenPage>
      <Intro title="Recommendations" description="Ideas picked from your A.L.I.V.E Choices. Like, dislike or bookmark them to teach the engine what fits you." />
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
      <RecommendationsHub />
    </ScreenPage>
  );
}

/**
 * The tabs' code is in before the screen's first render, so that render has the tabs and the first
 * tab's list, as the picture of it in the document does (docs/architecture.md, "First paint"), instead
 * of the intro alone until the tabs arrive.
 */
export const ready = loadTabs;
