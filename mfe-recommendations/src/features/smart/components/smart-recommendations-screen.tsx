import { LOGIN_PATH, useCurrentUser } from '@alive/api-client';
import { Card, CardContent, CardHeader, CardTitle, LinkButton, PageHeader, ScreenPage, Skeleton, Tabs, TabsContent, TabsTrigger, TabList } from '@alive/ui';
import { HubLink } from '../../../shared/components/hub-link.tsx';
import { InsightsTab } from './insights-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SmartRecommendationsTab } from './smart-recommendations-tab.tsx';

export const SMART_SIGNED_OUT_TEXT = 'Sign in to see recommendations.';

function SignedOut() {
  return (
    <Card $tone="brand" aria-label="Sign in">
      <CardHeader>
        <CardTitle>{SMART_SIGNED_OUT_TEXT}</CardTitle>
      </CardHeader>
      <CardContent>
        <LinkButton href={LOGIN_PATH}>Log in</LinkButton>
      </CardContent>
    </Card>
  );
}

/**
 * Exposed as `recommendations/./SmartRecommendationsScreen` (route /smart-recommendations): new choice
 * pairs proposed for the person, their personality profile and insights. Signed out, no call is made.
 */
export default function SmartRecommendationsScreen() {
  const { user, isLoading } = useCurrentUser();
  return (
    <ScreenPage>
      <HubLink />
      <PageHeader
        eyebrow="Recommendations"
        title="Smart Recommendations"
        description="New choice pairs picked to explore what your profile knows least, with your personality profile and insights."
      />
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label="Checking authentication">
          <Skeleton height={44} radius="10px" />
        </div>
      ) : !user ? (
        <SignedOut />
      ) : (
        <Tabs defaultValue="recommendations">
          <TabList aria-label="Smart recommendations">
            <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
            <TabsTrigger value="profile">Your Profile</TabsTrigger>
            <TabsTrigger value="insights">Insights</TabsTrigger>
          </TabList>
          <TabsContent value="recommendations">
            <SmartRecommendationsTab />
          </TabsContent>
          <TabsContent value="profile">
            <ProfileTab />
          </TabsContent>
          <TabsContent value="insights">
            <InsightsTab />
          </TabsContent>
        </Tabs>
      )}
    </ScreenPage>
  );
}
