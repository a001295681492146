import { useCurrentUser } from '@alive/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, LinkButton, PageHeader, Skeleton, Tabs, TabsContent, TabsTrigger, TabList } from '@alive/ui';
import { LearningProfileTab } from './learning-profile-tab.tsx';
import { SystemPerformanceTab } from './system-performance-tab.tsx';

function SignedOutCard() {
  return (
    <Card $tone="brand" aria-label="Sign in to see learning insights">
      <CardHeader>
        <CardTitle>Sign in to see your learning insights</CardTitle>
        <CardDescription>
          Learning insights show how your feedback on recommendations teaches the AI what you like. Log in to see your
          accuracy, category performance and preference patterns.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LinkButton href="/api/login">Log in</LinkButton>
      </CardContent>
    </Card>
  );
}

/** /learning-insights: the signed-in user's learning profile and the system's performance. */
export function LearningInsightsView() {
  const { user, isLoading } = useCurrentUser();
  return (
    <>
      <PageHeader
        eyebrow="AI learning"
        title="Learning Insights"
        description="How your feedback improves the recommendations you get, and how the system learns overall."
      />
      {isLoading ? (
        <div aria-busy="true" aria-label="Checking authentication">
          <Skeleton height={44} radius="10px" />
        </div>
      ) : !user ? (
        <SignedOutCard />
      ) : (
        <Tabs defaultValue="personal">
          <TabList aria-label="Learning insights">
            <TabsTrigger value="personal">Your Learning Profile</TabsTrigger>
            <TabsTrigger value="system">System Performance</TabsTrigger>
          </TabList>
          <TabsContent value="personal">
            <LearningProfileTab userId={user.id} />
          </TabsContent>
          <TabsContent value="system">
            <SystemPerformanceTab />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
