import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colors,
  EmptyState,
  fontSizes,
  fontWeights,
  Grid,
  QueryError,
  Skeleton,
  space,
} from '@alive/ui';
import { BriefcaseIcon, ChatIcon, LeafIcon, LockIcon, TargetIcon } from '@alive/ui/icons';
import type { PersonalityInsightsBody } from '@alive/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RouterLinkButton } from '../../../shared/components/router-link-button.tsx';
import { usePersonalityInsights } from '../api/get-personality-insights.ts';

const GuideCard = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const CardIcon = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${space[2]};
  border-radius: 12px;
  background: ${colors.brandSoft};
  color: ${colors.brand};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  & + & { margin-top: ${space[5]}; }
`;

const SectionTitle = styled.h4`
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.textSubtle};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding-left: ${space[5]};
  font-size: ${fontSizes.sm};
  li::marker { color: ${colors.brand}; }
`;

const Prose = styled.p`
  font-size: ${fontSizes.sm};
`;

function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </Section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

function LifeGuideCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <GuideCard aria-label={title}>
      <CardHeader>
        <CardIcon aria-hidden="true">{icon}</CardIcon>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </GuideCard>
  );
}

export function LifeGuideCards({ insights }: { insights: PersonalityInsightsBody }) {
  return (
    <Grid $columns={2}>
      <LifeGuideCard icon={<LeafIcon />} title="Personal Life Applications" description="What makes you happy and how to recharge.">
        <GuideSection title="Happiness drivers">
          <Bullets items={insights.personalLife.happinessDrivers} />
        </GuideSection>
        <GuideSection title="Self-care ideas">
          <Bullets items={insights.personalLife.selfCareIdeas} />
        </GuideSection>
      </LifeGuideCard>
      <LifeGuideCard icon={<ChatIcon />} title="Relationship Guidance" description="How you connect, and who brings out your best.">
        <GuideSection title="Communication style">
          <Prose>{insights.relationships.communicationStyle}</Prose>
        </GuideSection>
        <GuideSection title="Ideal partner traits">
          <Bullets items={insights.relationships.idealPartnerTraits} />
        </GuideSection>
      </LifeGuideCard>
      <LifeGuideCard icon={<BriefcaseIcon />} title="Career Applications" description="Where you do your best work and how you lead.">
        <GuideSection title="Work environment">
          <Prose>{insights.career.workEnvironment}</Prose>
        </GuideSection>
        <GuideSection title="Leadership style">
          <Prose>{insights.career.leadershipStyle}</Prose>
        </GuideSection>
      </LifeGuideCard>
      <LifeGuideCard icon={<TargetIcon />} title="Your Action Plan" description="Where to grow next and what to do this week.">
        <GuideSection title="Growth areas">
          <Bullets items={insights.actionPlan.growthAreas} />
        </GuideSection>
        <GuideSection title="Weekly action items">
          <Bullets items={insights.actionPlan.weeklyActionItems} />
        </GuideSection>
      </LifeGuideCard>
    </Grid>
  );
}

function LifeGuideSkeleton() {
  return (
    <Grid $columns={2} aria-busy="true" aria-label="Loading your Life Guide">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} $padded>
          <Skeleton width={40} height={40} radius="12px" />
          <div style={{ height: 12 }} />
          <Skeleton width="55%" height={20} />
          <div style={{ height: 16 }} />
          <Skeleton height={14} />
          <div style={{ height: 8 }} />
          <Skeleton height={14} width="85%" />
          <div style={{ height: 8 }} />
          <Skeleton height={14} width="70%" />
        </Card>
      ))}
    </Grid>
  );
}

/** Life Guide tab, gated by `hasInsights` (docs/product/profile.md, Profile screen). */
export function LifeGuideTab() {
  const insights = usePersonalityInsights();
  if (insights.isPending) return <LifeGuideSkeleton />;
  if (insights.isError) {
    return <QueryError title="Couldn't load your Life Guide" error={insights.error} onRetry={() => void insights.refetch()} />;
  }
  if (!insights.data.hasInsights) {
    return (
      <EmptyState
        icon={<LockIcon size={26} />}
        title="Complete Your Profile"
        description="Make more A.L.I.V.E Choices to unlock detailed life guidance."
        action={<RouterLinkButton to="/">Continue A.L.I.V.E Choices</RouterLinkButton>}
      />
    );
  }
  return <LifeGuideCards insights={insights.data.insights} />;
}
