import { Card, EmptyState, media, PageHeader, QueryError, Skeleton, space, Tabs, TabsContent, TabsTrigger, TabList, useTabsLoaded, VisuallyHidden } from '@alive/ui';
import { CompassIcon } from '@alive/ui/icons';
import type { HappinessProfile } from '@alive/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { useRefreshOnChoice } from '../../../shared/hooks/use-refresh-on-choice.ts';
import { happinessProfileQueryKey, useHappinessProfile } from '../api/get-happiness-profile.ts';
import { personalityInsightsQueryKey } from '../api/get-personality-insights.ts';
import { FrameworkTab } from './framework-tab.tsx';
import { LifeGuideTab } from './life-guide-tab.tsx';
import { MyProfileTab } from './my-profile-tab.tsx';

/** Main column + a side column for the completion card from the lg breakpoint; stacked on phones. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[6]};
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) 360px; }
`;

const Main = styled.div`
  min-width: 0;
`;

const Aside = styled.aside`
  min-width: 0;
  ${media.lg} { position: sticky; top: ${space[6]}; }
`;

export const PROFILE_TABS = [
  { value: 'my-profile', label: 'My Profile' },
  { value: 'life-guide', label: 'Life Guide' },
  { value: 'framework', label: 'Framework' },
] as const;

function ProfileTabs({ profile }: { profile: HappinessProfile }) {
  return (
    <Tabs defaultValue="my-profile">
      <TabList aria-label="Profile sections">
        {PROFILE_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabList>
      {/* Each panel opens with its own h2 (read by screen readers, the tab shows it already), so the
          cards inside, h3 and below, never skip a level under the page's h1. */}
      <TabsContent value="my-profile">
        <VisuallyHidden as="h2">{PROFILE_TABS[0].label}</VisuallyHidden>
        <MyProfileTab profile={profile} />
      </TabsContent>
      <TabsContent value="life-guide">
        <VisuallyHidden as="h2">{PROFILE_TABS[1].label}</VisuallyHidden>
        <LifeGuideTab />
      </TabsContent>
      <TabsContent value="framework">
        <VisuallyHidden as="h2">{PROFILE_TABS[2].label}</VisuallyHidden>
        <FrameworkTab userCode={profile.happinessCode} />
      </TabsContent>
    </Tabs>
  );
}

function BuildProfilePrompt() {
  return (
    <EmptyState
      icon={<CompassIcon size={26} />}
      titleAs="h2"
      title="Build Your A.L.I.V.E Profile"
      description="Your profile appears once your choices have touched all five dimensions: Authentic, Life, Intentional, Vitality and Empowerment. Each choice takes a couple of seconds."
      action={<RouterLinkButton to="/" size="lg">Start Making Choices</RouterLinkButton>}
    />
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your profile">
      <Skeleton height={44} radius="10px" />
      <div style={{ height: 20 }} />
      <Card $padded>
        <Skeleton width="30%" height={14} />
        <div style={{ height: 10 }} />
        <Skeleton width="60%" height={32} />
        <div style={{ height: 16 }} />
        <Skeleton height={14} />
        <div style={{ height: 8 }} />
        <Skeleton height={14} width="80%" />
      </Card>
    </div>
  );
}

export interface HappinessProfileViewProps {
  /** The completion card, composed in by the app (features do not import each other). */
  completionCard: ReactNode;
}

// A choice recorded while the profile shows (a waiting one sent once back online) can move its type and figures.
const REFRESHED_ON_CHOICE = [happinessProfileQueryKey, personalityInsightsQueryKey] as const;

/** /happiness-profile and /happiness-code: My A.L.I.V.E Profile, or the build prompt without a profile. */
export function HappinessProfileView({ completionCard }: HappinessProfileViewProps) {
  const profile = useHappinessProfile();
  useRefreshOnChoice(REFRESHED_ON_CHOICE);
  // The tabs' code loads beside the profile's read, and a profile shows with its tabs, all at once
  // (docs/performance.md, "First paint").
  const tabsLoaded = useTabsLoaded();

  let main: ReactNode;
  if (profile.isPending || (profile.data?.hasProfile && !tabsLoaded)) main = <ProfileSkeleton />;
  else if (profile.isError) {
    main = <QueryError title="Couldn't load your profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  } else if (!profile.data.hasProfile) main = <BuildProfilePrompt />;
  else main = <ProfileTabs profile={profile.data} />;

  return (
    <>
      <PageHeader
        eyebrow="A.L.I.V.E"
        title="My A.L.I.V.E Profile"
        description="Who you are across Authentic, Life, Intentional, Vitality and Empowerment, and how to use it."
        actions={
          <RouterLinkButton to="/dashboard" variant="outline">
            Preference Dashboard
          </RouterLinkButton>
        }
      />
      <Layout>
        <Main>{main}</Main>
        <Aside aria-label="Profile completion">{completionCard}</Aside>
      </Layout>
    </>
  );
}
