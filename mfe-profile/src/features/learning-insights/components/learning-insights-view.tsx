import { useCurrentUser } from '@alive/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, LinkButton, PageHeader, Skeleton, Tabs, TabsContent, TabsTrigger, TabList, VisuallyHidden } from '@alive/ui';
import { LearningProfileTab } from './learning-profile-tab.tsx';
import { SystemPerformanceTab } from './system-performance-tab.tsx';

const TAB_LABELS = { personal: 'Your Learning Profile', system: 'System Performance' } as const;

function SignedOutCard() {
  return (
    <Card $tone="brand" aria-label="Sign in to see learning insights">
      <CardHeader>
        <CardTitle as="h2">Sign in to see your learning insights</CardTitle>
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
            <TabsTrigger value="personal">{TAB_LABELS.personal}</TabsTrigger>
            <TabsTrigger value="system">{TAB_LABELS.system}</TabsTrigger>
          </TabList>
          {/* Each panel opens with its own h2 (the tab shows it already), so its cards and empty
              states, h3, never skip a level under the page's h1. */}
          <TabsContent value="personal">
            <VisuallyHidden as="h2">{TAB_LABELS.personal}</VisuallyHidden>
            <LearningProfileTab userId={user.id} />
          </TabsContent>
          <TabsContent value="system">
            <VisuallyHidden as="h2">{TAB_LABELS.system}</VisuallyHidden>
            <SystemPerformanceTab />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
