import { useCurrentUser } from '@alive/api-client';
import { Card, CardContent, CardHeader, CardTitle, LinkButton, PageHeader, Skeleton, Tabs, TabsContent, TabsTrigger, ScreenPage } from '@alive/ui';
import { WrappingTabsList } from '../../../shared/components/wrapping-tabs-list.tsx';
import { LOGIN_PATH } from '../../../shared/lib/navigate-to-login.ts';
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
          <WrappingTabsList aria-label="Smart recommendations">
            <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
            <TabsTrigger value="profile">Your Profile</TabsTrigger>
            <TabsTrigger value="insights">Insights</TabsTrigger>
          </WrappingTabsList>
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
